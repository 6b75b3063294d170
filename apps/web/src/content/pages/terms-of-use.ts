import type { PageContent } from '../types.js';

export const content: PageContent = {
  title: "Terms of use",
  lead: "These are the rules for using Harbour, written as plainly as we can. By using Harbour, you agree to them.",
  updated: "2026-11-21",
  sections: [
    {
      heading: "About these terms",
      blocks: [
        {
          kind: "paragraph",
          text: "Harbour is a free, independent online service for mental health and wellbeing support. In these terms, \"Harbour\", \"we\" and \"us\" mean the team that runs the service, and \"you\" means anyone who uses it.",
        },
        {
          kind: "paragraph",
          text: "Our [privacy policy](/privacy-policy) explains how we handle your information. It is part of these terms.",
        },
      ],
    },
    {
      heading: "Harbour is not a crisis service",
      blocks: [
        {
          kind: "callout",
          tone: "urgent",
          text: "Harbour cannot respond to emergencies. No one is watching the site to see if you are at risk, and we cannot send help. If you or someone else is in danger, go to [crisis help](/get-support/crisis-help) or call your local emergency number.",
        },
      ],
    },
    {
      heading: "Harbour is not medical advice",
      blocks: [
        {
          kind: "paragraph",
          text: "Our articles, tools and chat give general information and support. They are not a diagnosis, treatment or a replacement for care from a doctor, therapist or other qualified professional.",
        },
        {
          kind: "paragraph",
          text: "Self-assessments such as the PHQ-9 and GAD-7 are **screenings, not diagnoses**. A result can be a helpful starting point for a conversation with a professional, but it cannot tell you for sure what is going on.",
        },
        {
          kind: "paragraph",
          text: "Please do not stop or change any treatment or medicine because of something you read on Harbour without talking to your doctor or care team first.",
        },
      ],
    },
    {
      heading: "Who can use Harbour",
      blocks: [
        {
          kind: "list",
          items: [
            "Harbour is for people aged **16 and over**.",
            "If you are under 16, please only use Harbour with the support of a parent or guardian. Our [crisis help](/get-support/crisis-help) page lists services for young people.",
            "The [professionals' zone](/resources/for-professionals) and professional features are only for people we have verified as professionals.",
          ],
        },
      ],
    },
    {
      heading: "Your account",
      blocks: [
        {
          kind: "paragraph",
          text: "You can use the crisis help, the self-help tools and the information pages without an account. Articles, the mood journal and some other features need one. If you create an account, you agree to:",
        },
        {
          kind: "list",
          items: [
            "give a real e-mail address that you can use, and confirm it",
            "keep your password private, and not use it on other sites",
            "have only one account, and not share it with anyone else",
            "not pretend to be someone else",
            "tell us if you think someone else has used your account",
          ],
        },
        {
          kind: "paragraph",
          text: "From your [profile](/profile) you can see the devices where you are logged in and log out everywhere at once.",
        },
      ],
    },
    {
      heading: "Being part of the community",
      blocks: [
        {
          kind: "paragraph",
          text: "Harbour's events and webinars, and our forums when they open, only work if people feel safe. When you take part, please:",
        },
        {
          kind: "list",
          items: [
            "be kind, patient and respectful, even when you disagree",
            "respect other people's privacy — do not share anything that could identify someone else",
            "not harass, bully, threaten or discriminate against anyone",
            "not share content that describes methods of self-harm or suicide in detail, or that encourages harm",
            "not give medical instructions, or claim to be a professional if you are not",
            "not advertise, sell things or post spam",
          ],
        },
        {
          kind: "paragraph",
          text: "If someone breaks these rules, we may remove what they shared, limit what they can do, or close their account. If you see something worrying, please [tell us](/about/contact).",
        },
      ],
    },
    {
      heading: "Our content and your ratings",
      blocks: [
        {
          kind: "paragraph",
          text: "We work hard to keep our articles and tools accurate, clear and reviewed, but we cannot promise that everything is always complete or up to date. If you spot a mistake, please [let us know](/about/contact).",
        },
        {
          kind: "paragraph",
          text: "The words, designs and tools on Harbour belong to us or to the people who made them. You are welcome to read, print and share links to our pages for personal, non-commercial use. Please ask us before copying our content elsewhere.",
        },
        {
          kind: "paragraph",
          text: "You can rate articles from 1 to 5. Ratings help us improve. Please rate honestly.",
        },
      ],
    },
    {
      heading: "Professionals and verification",
      blocks: [
        {
          kind: "paragraph",
          text: "Professionals can ask to be verified. We check the details they give us, such as their training and professional registration, before we mark them as verified.",
        },
        {
          kind: "paragraph",
          text: "Verification means we checked those details at the time. It does not mean we employ, supervise or recommend a professional, and we are not part of any care they give you. Any arrangement you make with a professional is between you and them.",
        },
        {
          kind: "paragraph",
          text: "If you are a professional, you agree to give true and current details, to tell us if anything changes, and to follow the rules of your own profession. We may remove verification if the details are no longer correct.",
        },
      ],
    },
    {
      heading: "The AI chat",
      blocks: [
        {
          kind: "paragraph",
          text: "The [AI chat](/ai-chat) is a guided assistant. It is **not a person and not a clinician**. It can help you think things through and point you to tools, articles and services.",
        },
        {
          kind: "list",
          items: [
            "It can get things wrong, misunderstand you, or miss something important.",
            "It cannot diagnose, treat or prescribe.",
            "It has a safety layer that puts crisis help first when a conversation suggests someone may be at risk, but it cannot notice every risk and cannot send help.",
          ],
        },
        {
          kind: "paragraph",
          text: "Please do not rely on the chat for decisions about your health or safety.",
        },
      ],
    },
    {
      heading: "Availability",
      blocks: [
        {
          kind: "paragraph",
          text: "We try to keep Harbour running smoothly, but it may sometimes be slow or unavailable, for example during updates or if something goes wrong. We may also change, add or remove features. Some features, such as forums, are not open yet.",
        },
        {
          kind: "paragraph",
          text: "Because Harbour may not always be available, please keep the details of a [crisis line](/get-support/crisis-help) somewhere you can reach them without the internet.",
        },
      ],
    },
    {
      heading: "Ending your account",
      blocks: [
        {
          kind: "paragraph",
          text: "You can delete your account at any time from your [profile](/profile). You may want to use **Download my data** first. Our [privacy policy](/privacy-policy) explains what happens to your data.",
        },
        {
          kind: "paragraph",
          text: "We may pause or close an account if it breaks these terms, puts others at risk, or if the law requires it. Where it is safe and fair to do so, we will tell you why.",
        },
      ],
    },
    {
      heading: "Our responsibility to you",
      blocks: [
        {
          kind: "paragraph",
          text: "Harbour is offered free of charge and \"as it is\". We do our best, but we cannot promise that it will always be available, error-free, or right for your situation.",
        },
        {
          kind: "paragraph",
          text: "As far as the law allows, we are not responsible for loss or harm that comes from relying on Harbour's content, tools or chat, from the actions of other users or professionals, or from websites and services we link to.",
        },
        {
          kind: "paragraph",
          text: "Nothing in these terms takes away rights you have by law that cannot be removed, or limits our responsibility where the law says it cannot be limited.",
        },
      ],
    },
    {
      heading: "Changes to these terms",
      blocks: [
        {
          kind: "paragraph",
          text: "We may update these terms as Harbour changes. The date at the top shows when they were last updated. If we make an important change, we will tell people with an account before it takes effect. If you keep using Harbour after that, you agree to the new terms.",
        },
      ],
    },
    {
      heading: "Contact us",
      blocks: [
        {
          kind: "paragraph",
          text: "Questions about these terms? E-mail **hello@harbour.example** or visit our [contact page](/about/contact). For privacy questions, e-mail **privacy@harbour.example**.",
        },
      ],
    },
  ],
};
