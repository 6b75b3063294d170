import type { PageContent } from '../types.js';

export const content: PageContent = {
  title: "People and partners",
  lead: "Harbour is shaped by many kinds of people, and we are careful about who we work with and who we point you to.",
  sections: [
    {
      heading: "The people behind Harbour",
      blocks: [
        {
          kind: "paragraph",
          text: "We do not list names here, but we want you to know what kinds of people help make Harbour.",
        },
        {
          kind: "list",
          items: [
            "**People with lived experience.** People who have faced mental health difficulties, or supported someone who has, help us decide what to build and how to say things. They often spot what matters most.",
            "**Clinicians who review content.** Qualified professionals read our articles and tools before they are published, and look at them again when they are updated.",
            "**Volunteers.** Volunteers help with writing, testing new features and checking that pages are easy to use.",
            "**The team that runs the service.** A small team looks after the website, checks professionals' details and answers messages.",
          ],
        },
      ],
    },
    {
      heading: "Clinical safety review",
      blocks: [
        {
          kind: "paragraph",
          text: "Anything that might affect someone's safety gets an extra check. This includes the [crisis help](/get-support/crisis-help) page, the [self-assessments](/get-support/interactive-tools) and the safety layer in our [AI chat](/ai-chat).",
        },
        {
          kind: "paragraph",
          text: "Before these go live, and whenever they change, a clinical reviewer looks at how they respond to someone who may be at risk. We keep crisis line details up to date and fix mistakes as soon as we learn about them.",
        },
        {
          kind: "paragraph",
          text: "If you see something that could put someone at risk, please [contact us](/about/contact) straight away.",
        },
      ],
    },
    {
      heading: "How we choose partners",
      blocks: [
        {
          kind: "paragraph",
          text: "We link to crisis lines and support organisations because we believe they can help, not because of any deal. When we choose who to link to, we look for organisations that:",
        },
        {
          kind: "list",
          items: [
            "are well established and trusted in their own country or community",
            "offer support that is free, or clearly say if it is not",
            "are open about who they are and how they handle personal information",
            "are easy to reach, for example by phone, text or online chat",
          ],
        },
        {
          kind: "callout",
          tone: "info",
          text: "**No paid placements.** No one can pay to appear on Harbour, to be listed higher, or to be recommended by our tools or chat.",
        },
      ],
    },
    {
      heading: "Partner with us",
      blocks: [
        {
          kind: "paragraph",
          text: "If your organisation shares our values and would like to work with us — for example on content, events, or helping people find the right service — we would love to hear from you.",
        },
        {
          kind: "paragraph",
          text: "Please e-mail **hello@harbour.example** with a short note about who you are and what you have in mind. We aim to reply within 5 working days.",
        },
        {
          kind: "paragraph",
          text: "If you are a clinician or helping professional and want to join as an individual, [create an account](/register) as a professional. Our team checks your details before your account is verified.",
        },
      ],
    },
  ],
};
