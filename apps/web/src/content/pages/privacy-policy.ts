import type { PageContent } from '../types.js';

export const content: PageContent = {
  title: "Privacy policy",
  lead: "This policy explains, in plain words, what information Harbour keeps about you, why we keep it, and the choices you have. The short version: we collect as little as we can, we never sell it, and you can download or delete it at any time.",
  updated: "2026-11-21",
  sections: [
    {
      heading: "Who we are",
      blocks: [
        {
          kind: "paragraph",
          text: "Harbour is a free, independent online mental health and wellbeing support service. In this policy, \"Harbour\", \"we\" and \"us\" mean the team that runs the service. We are responsible for the personal information described here.",
        },
        {
          kind: "paragraph",
          text: "If you have any question about your privacy, e-mail **privacy@harbour.example**.",
        },
      ],
    },
    {
      heading: "The short version",
      blocks: [
        {
          kind: "list",
          items: [
            "You can use crisis help, the self-assessments, the breathing and grounding exercises and our information pages without an account.",
            "To create an account we only need your e-mail address, a username and a password.",
            "Your journal notes and chat messages are encrypted when we store them.",
            "We have no adverts, no third-party trackers and no analytics cookies.",
            "We never sell your data.",
            "You can download all your data, or delete your account, from your [profile](/profile).",
          ],
        },
      ],
    },
    {
      heading: "What we collect and why",
      blocks: [
        {
          kind: "paragraph",
          text: "**To create your account**, we need:",
        },
        {
          kind: "list",
          items: [
            "**Your e-mail address** — so you can log in, so we can check it really is yours, and so we can send you messages about your account.",
            "**A username** — so you have a name on Harbour that does not have to be your real name.",
            "**A password** — we never store your password itself. We store a scrambled version made with a method called Argon2id, which is designed to be very hard to reverse.",
          ],
        },
        {
          kind: "paragraph",
          text: "**You can choose to add** the following. You do not have to, and you can remove them at any time:",
        },
        {
          kind: "list",
          items: [
            "your gender",
            "your date of birth",
            "your full name, if you are a professional",
          ],
        },
        {
          kind: "paragraph",
          text: "**When you use Harbour with an account**, we also keep:",
        },
        {
          kind: "list",
          items: [
            "**Mood journal notes** — so you can look back on them. These are encrypted when stored.",
            "**AI chat messages** — so you can carry on a conversation. These are encrypted when stored.",
            "**Article ratings** — the score from 1 to 5 you give an article, so we can see which articles help and which need work.",
            "**Your logged-in devices** — basic details of each session, such as the kind of device or browser and when you logged in, so you can see where you are logged in and log out everywhere.",
            "**Professional verification details** — if you ask to be a verified professional, the information you give us so we can check your training. If you are verified, the details you choose to show in your listing can be seen by people using [Find a professional](/get-support/find-professional).",
          ],
        },
        {
          kind: "callout",
          tone: "info",
          text: "**Anonymous self-assessments stay on your device.** If you take a self-assessment such as the PHQ-9 or GAD-7 without logging in, your answers and results are worked out in your browser and are never sent to us.",
        },
      ],
    },
    {
      heading: "Our reasons for using your information",
      blocks: [
        {
          kind: "paragraph",
          text: "Privacy law asks us to explain the legal reason for each use of your information. In plain words:",
        },
        {
          kind: "list",
          items: [
            "**To provide the service you asked for.** We need your e-mail, username and password to run your account, and we keep your journal, chats and settings so the features work.",
            "**Because you chose to share it.** Optional details, and anything you write in your journal or chat, are kept because you decided to give them to us. Some of this may be about your health, so we only keep it with your clear agreement, and you can delete it at any time.",
            "**To keep Harbour safe and working.** We use some information to protect accounts, stop misuse and fix problems. We keep this to what is needed.",
            "**Because the law requires it.** Very rarely, we may have to keep or share information to meet a legal duty.",
          ],
        },
      ],
    },
    {
      heading: "How long we keep it",
      blocks: [
        {
          kind: "list",
          items: [
            "**Your account** and everything linked to it is kept while your account is open.",
            "**Login sessions** expire on their own after a period of time. You can also end them yourself from your profile, including logging out everywhere at once.",
            "**When you delete your account**, we remove your data from our live systems straight away.",
            "**Backups** are replaced on a rolling basis, so any copy of your data in a backup is gone within 30 days.",
          ],
        },
      ],
    },
    {
      heading: "Download or delete your data",
      blocks: [
        {
          kind: "paragraph",
          text: "You are in control. Log in and go to your [profile](/profile):",
        },
        {
          kind: "list",
          items: [
            "**Download my data** gives you a copy of the information linked to your account as a JSON file. This is a common format that other services and programs can read.",
            "**Delete my account** removes your account and the data linked to it. This cannot be undone, so you may want to download your data first.",
          ],
        },
        {
          kind: "paragraph",
          text: "If you cannot log in, e-mail **privacy@harbour.example** and we will help. We may need to check that the account is yours before we act.",
        },
      ],
    },
    {
      heading: "Cookies",
      blocks: [
        {
          kind: "paragraph",
          text: "We use **two essential cookies**. A session cookie keeps you logged in while you use Harbour; without it, accounts would not work. A login cookie tells us this browser has logged in to your account before, so that someone else trying wrong passwords cannot lock you out. It holds a random number, not your details, and is sent to us only when you log in.",
        },
        {
          kind: "paragraph",
          text: "We do not use advertising cookies, analytics cookies or tracking cookies. We do not load fonts, images or scripts from other websites, so other companies cannot see you visiting Harbour through us.",
        },
      ],
    },
    {
      heading: "How we keep your information secure",
      blocks: [
        {
          kind: "list",
          items: [
            "Passwords are stored using Argon2id, never as plain text.",
            "Journal notes and chat messages are encrypted when stored.",
            "We ask you to confirm your e-mail address, so it is harder for someone to open an account in your name.",
            "You can see every device where you are logged in, and log out everywhere if something looks wrong.",
            "Only the people who run Harbour have admin access. Every admin action is recorded in an audit log. The log notes what was done and when, but not the private content of your journal or chats.",
          ],
        },
        {
          kind: "paragraph",
          text: "No system is perfectly secure. If we ever find that your personal information has been put at risk, we will tell you and the right authorities as the law requires.",
        },
      ],
    },
    {
      heading: "Who we share information with",
      blocks: [
        {
          kind: "paragraph",
          text: "**We never sell your data**, and we do not share it with advertisers or data brokers.",
        },
        {
          kind: "paragraph",
          text: "We only share information in these cases:",
        },
        {
          kind: "list",
          items: [
            "**Our e-mail delivery provider** receives your e-mail address and the message we are sending, so that account e-mails, such as confirming your address, reach you. They may only use it to deliver our e-mails.",
            "**When the law requires it**, for example if we receive a valid legal request. We will only share what we must, and will tell you if we are allowed to.",
          ],
        },
      ],
    },
    {
      heading: "Your rights",
      blocks: [
        {
          kind: "paragraph",
          text: "Depending on where you live, you have rights over your personal information. These usually include the right to:",
        },
        {
          kind: "list",
          items: [
            "see the information we hold about you",
            "correct information that is wrong",
            "have your information deleted",
            "get a copy of your information to take elsewhere",
            "object to, or ask us to limit, how we use it",
            "withdraw your agreement at any time, for anything we only do because you agreed",
          ],
        },
        {
          kind: "paragraph",
          text: "Many of these you can do yourself from your [profile](/profile). For anything else, e-mail **privacy@harbour.example**. We will reply within one month.",
        },
        {
          kind: "paragraph",
          text: "If you are unhappy with how we have handled your information, please tell us first so we can try to put it right. You also have the right to complain to the data protection authority where you live.",
        },
      ],
    },
    {
      heading: "Children and young people",
      blocks: [
        {
          kind: "paragraph",
          text: "Harbour is meant for people aged **16 and over**. If you are under 16, please use Harbour with the support of a parent or guardian.",
        },
        {
          kind: "paragraph",
          text: "If you are young and need to talk to someone now, our [crisis help](/get-support/crisis-help) page lists services for children and young people, such as Childline and Kids Helpline.",
        },
      ],
    },
    {
      heading: "Quick exit and your browsing history",
      blocks: [
        {
          kind: "paragraph",
          text: "Every page has a **Quick exit** button. You can also press the **Escape key three times**. Either one replaces the page with a neutral website, and the Back button will not bring you back to Harbour.",
        },
        {
          kind: "callout",
          tone: "info",
          text: "**Quick exit cannot erase your browsing history.** Someone using your device may still see that you visited Harbour. If that worries you, use a private or incognito window, and clear your browsing history after your visit. If you logged in, log out when you are done.",
        },
      ],
    },
    {
      heading: "Changes to this policy",
      blocks: [
        {
          kind: "paragraph",
          text: "We may update this policy when Harbour changes or the law changes. The date at the top shows when it was last updated. If we make an important change, we will tell people with an account by e-mail or on the site before it takes effect.",
        },
      ],
    },
    {
      heading: "Contact us",
      blocks: [
        {
          kind: "paragraph",
          text: "For anything about privacy or your data, e-mail **privacy@harbour.example**. For anything else, e-mail **hello@harbour.example** or visit our [contact page](/about/contact).",
        },
      ],
    },
  ],
};
