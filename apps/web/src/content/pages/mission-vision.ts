import type { PageContent } from '../types.js';

export const content: PageContent = {
  title: "Our mission and vision",
  lead: "Why Harbour exists, what we hope to change, and the values that guide every choice we make.",
  sections: [
    {
      heading: "Our mission",
      blocks: [
        {
          kind: "paragraph",
          text: "Our mission is to help anyone who is struggling, and the people who care about them, find clear, kind and trustworthy support — at no cost and without giving up their privacy.",
        },
        {
          kind: "paragraph",
          text: "We want the first step to feel smaller. That might mean a breathing exercise at 2am, an article that puts a feeling into words, or the number of a helpline when it matters most.",
        },
      ],
    },
    {
      heading: "Our vision",
      blocks: [
        {
          kind: "paragraph",
          text: "We imagine a world where asking for help with your mental health feels as ordinary as asking for help with anything else. Where no one has to work it all out alone, and where the people supporting them feel supported too.",
        },
      ],
    },
    {
      heading: "Our values",
      blocks: [
        {
          kind: "list",
          items: [
            "**Kindness** — we speak gently and we never blame or shame.",
            "**Honesty** — we are clear about what Harbour can and cannot do.",
            "**Respect** — you know your own life. We offer options, not orders.",
            "**Inclusion** — Harbour is for everyone, whatever their background, identity or situation.",
            "**Independence** — we are free to use, we carry no adverts, and no one can pay for a place on our pages.",
          ],
        },
      ],
    },
    {
      heading: "How we build Harbour",
      blocks: [
        {
          kind: "paragraph",
          text: "These principles shape every page, tool and feature.",
        },
        {
          kind: "list",
          items: [
            "**Safety first.** Crisis help is never more than one click away. Every page has a Get help now link and a Quick exit button, and our AI chat puts crisis help ahead of everything else.",
            "**Privacy by design.** We collect as little as we can. We use no trackers, no analytics cookies and no adverts, and we encrypt journal notes and chat messages when stored. See our [privacy policy](/privacy-policy).",
            "**Accessible to all.** We aim for plain language, clear layouts, keyboard access and support for screen readers. If something gets in your way, please [tell us](/about/contact).",
            "**Evidence-informed.** Our tools and articles draw on well-established approaches and are reviewed by clinicians. Self-assessments are screenings, not diagnoses.",
            "**Non-judgemental.** There is no wrong reason to be here. We write for real people with real lives, without labels or pressure.",
          ],
        },
      ],
    },
  ],
};
