import type { PageContent } from '../types.js';

export const content: PageContent = {
  title: "About Harbour",
  lead: "Harbour is a free, independent online service that helps people look after their mental health and wellbeing, and helps the people around them too.",
  sections: [
    {
      heading: "What Harbour is",
      blocks: [
        {
          kind: "paragraph",
          text: "Harbour brings together practical tools, clear articles, verified professionals and a supportive community in one calm place. You can use much of it without an account.",
        },
        {
          kind: "paragraph",
          text: "We built Harbour for three groups of people: those looking for help for themselves, friends, family and carers who support someone, and professionals who help others as part of their work.",
        },
        {
          kind: "list",
          items: [
            "[Interactive tools](/get-support/interactive-tools) such as mood and anxiety check-ins, breathing and grounding exercises, and a private mood journal.",
            "[Articles](/resources) written in plain language and reviewed before they go live.",
            "A way to [find a verified professional](/get-support/find-professional).",
            "[Events and webinars](/community/events-webinars), with forums on the way.",
            "A guided [AI chat](/ai-chat) that puts crisis help first.",
          ],
        },
      ],
    },
    {
      heading: "What Harbour is not",
      blocks: [
        {
          kind: "callout",
          tone: "urgent",
          text: "Harbour is **not an emergency or crisis service**. We cannot see who is in danger and we cannot send help. If you or someone else is at risk, go to [crisis help](/get-support/crisis-help) or call your local emergency number.",
        },
        {
          kind: "paragraph",
          text: "Harbour is also **not a replacement for care** from a doctor, therapist or other health professional. Our tools and articles can help you understand what you are going through and take small steps, but they cannot diagnose you or treat you.",
        },
        {
          kind: "paragraph",
          text: "If something on Harbour worries you, or you feel worse, please talk to a health professional you trust.",
        },
      ],
    },
    {
      heading: "How Harbour is run",
      blocks: [
        {
          kind: "paragraph",
          text: "Harbour is independent. It is free to use and it will stay that way. We do not show adverts, we do not sell data, and no one can pay to be featured.",
        },
        {
          kind: "paragraph",
          text: "A small team runs the service day to day. People with lived experience and clinicians help shape and review what we publish, and we check the training of every professional before they are verified.",
        },
        {
          kind: "paragraph",
          text: "We try to be open about how we work. Our [privacy policy](/privacy-policy) and [terms of use](/term-of-use) are written in plain language, and you can always ask us a question.",
        },
      ],
    },
    {
      heading: "Find out more",
      blocks: [
        {
          kind: "list",
          items: [
            "[Our mission and vision](/about/mission-vision) — why Harbour exists and the values behind it.",
            "[People and partners](/about/people-partners) — who helps make Harbour, and how we choose who we work with.",
            "[Contact us](/about/contact) — how to get in touch, report a problem or give feedback.",
          ],
        },
      ],
    },
  ],
};
