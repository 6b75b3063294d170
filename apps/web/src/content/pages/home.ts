import type { PageContent } from '../types.js';

export const content: PageContent = {
  title: "You don't have to carry it alone",
  lead: "Harbour is a free, calm place to find support for your mental health and wellbeing — for yourself, for someone you care about, or for the people you help.",
  sections: [
    {
      heading: "If you need help right now",
      blocks: [
        {
          kind: "callout",
          tone: "urgent",
          text: "If you are in danger or thinking about ending your life, please don't wait. Go to [crisis help](/get-support/crisis-help) for phone and text lines in your country, or call your local emergency number. Harbour is not a crisis service.",
        },
      ],
    },
    {
      heading: "What Harbour offers",
      blocks: [
        {
          kind: "list",
          items: [
            "**Self-help tools** — check-ins for low mood and worry, a breathing exercise, a grounding exercise and a private mood journal. [Try the tools](/get-support/interactive-tools).",
            "**Articles you can trust** — short, practical reads in [Your calm zone](/resources/your-calm-zone) and [For supporters](/resources/for-supporters).",
            "**A verified professional** — [find someone](/get-support/find-professional) whose training we have checked.",
            "**Community** — [events and webinars](/community/events-webinars), with forums coming soon.",
            "**A guided chat** — our [AI chat](/ai-chat) can help you think things through and find the right page. It is not a person or a clinician.",
          ],
        },
      ],
    },
    {
      heading: "Who Harbour is for",
      blocks: [
        {
          kind: "list",
          items: [
            "**People looking for help for themselves.** Start with [Get support](/get-support).",
            "**Friends, family and carers** supporting someone else. Start with [For supporters](/resources/for-supporters).",
            "**Clinicians and helping professionals.** Once verified, you can use the [professionals' zone](/resources/for-professionals).",
          ],
        },
      ],
    },
    {
      heading: "How we keep you safe and private",
      blocks: [
        {
          kind: "paragraph",
          text: "Every page has a **Get help now** link and a **Quick exit** button. You can also press Escape three times to leave quickly.",
        },
        {
          kind: "paragraph",
          text: "We have no adverts, no trackers and no analytics cookies. Your journal notes and chat messages are encrypted when stored, and we never sell your data. Read our [privacy policy](/privacy-policy) to learn more.",
        },
      ],
    },
  ],
};
