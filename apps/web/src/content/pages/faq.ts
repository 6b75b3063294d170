import type { PageContent } from '../types.js';

export const content: PageContent = {
  title: "Frequently asked questions",
  lead: "Quick, honest answers to the questions people ask us most. If yours is not here, our contact page tells you how to reach us.",
  sections: [],
  faq: [
    {
      question: "What is Harbour?",
      answer: [
        {
          kind: "paragraph",
          text: "Harbour is a free, independent online service for mental health and wellbeing support. It brings together self-help tools, articles, verified professionals, events and a guided chat in one calm place.",
        },
        {
          kind: "paragraph",
          text: "It is for people looking for help for themselves, for friends, family and carers, and for professionals. You can read more [about Harbour](/about).",
        },
      ],
    },
    {
      question: "Is Harbour free?",
      answer: [
        {
          kind: "paragraph",
          text: "Yes. Harbour is free to use. We have no adverts, we never sell data, and no one can pay to be featured on our pages.",
        },
        {
          kind: "paragraph",
          text: "If you arrange support with a professional you found through Harbour, they may charge for their own services. That is between you and them.",
        },
      ],
    },
    {
      question: "Is Harbour a crisis service?",
      answer: [
        {
          kind: "paragraph",
          text: "No. Harbour is not a crisis or emergency service. No one is watching the site to see if you are at risk, and we cannot send help.",
        },
        {
          kind: "paragraph",
          text: "What we can do is make crisis help easy to find. Every page has a **Get help now** link that takes you to our [crisis help](/get-support/crisis-help) page.",
        },
      ],
    },
    {
      question: "What should I do in an emergency?",
      answer: [
        {
          kind: "callout",
          tone: "urgent",
          text: "If you or someone else is in immediate danger, call your local emergency number now. If you need to talk to someone, contact a crisis line. All of these are listed on our [crisis help](/get-support/crisis-help) page.",
        },
        {
          kind: "list",
          items: [
            "**US:** call or text 988",
            "**UK:** Samaritans on 116 123",
            "**Canada:** call or text 9-8-8",
            "**Australia:** Lifeline on 13 11 14",
            "**Ireland:** Samaritans on 116 123, or text 50808",
            "**Elsewhere:** find a line near you at [findahelpline.com](https://findahelpline.com)",
          ],
        },
      ],
    },
    {
      question: "How does quick exit work?",
      answer: [
        {
          kind: "paragraph",
          text: "If you need to leave Harbour fast, select the **Quick exit** button, which is at the bottom of every page, or press the **Escape key three times**. The page is replaced straight away by a weather website, and pressing Back will not bring back the page you were on. If you were logged in, quick exit also logs you out, so your journal, chats and saved results cannot be opened by going back. You will need to log in again next time.",
        },
        {
          kind: "paragraph",
          text: "Quick exit has limits. **It cannot erase your browsing history**. Other Harbour pages you opened before that one are still there: pressing Back once can show the Harbour page you were on before it, so someone using your device might still see that you visited. To stay more private:",
        },
        {
          kind: "list",
          items: [
            "use a private or incognito window",
            "clear your browsing history after your visit",
            "log out when you are done, if you logged in (quick exit does this for you)",
          ],
        },
      ],
    },
    {
      question: "Who can read my mood journal and chat messages?",
      answer: [
        {
          kind: "paragraph",
          text: "Your journal notes and AI chat messages are linked to your account and are encrypted when we store them. They are not shown to other users, and we never sell or share them with advertisers.",
        },
        {
          kind: "paragraph",
          text: "Actions taken by the people who run Harbour are recorded in an audit log, which does not include the private content of your journal or chats. Read more in our [privacy policy](/privacy-policy).",
        },
      ],
    },
    {
      question: "Are my self-assessment results saved?",
      answer: [
        {
          kind: "paragraph",
          text: "If you take the PHQ-9 or GAD-7 without logging in, your answers and results are worked out in your browser and are **never sent to us**. If you are logged in, nothing is saved unless you choose **Save to my history**; saved results are visible only to you, and you can delete them at any time.",
        },
        {
          kind: "paragraph",
          text: "Remember that these are screenings, not diagnoses. They can help you put how you feel into words, and give you something to share with a doctor or therapist. Try them on our [interactive tools](/get-support/interactive-tools) page.",
        },
      ],
    },
    {
      question: "Do I need an account?",
      answer: [
        {
          kind: "paragraph",
          text: "Not for most things. You can read articles, use the breathing and grounding exercises, and take the self-assessments without one.",
        },
        {
          kind: "paragraph",
          text: "You need an account to keep a mood journal and to use features that save your information. To [create one](/register), we only ask for an e-mail address, a username and a password, and you need to be 16 or over.",
        },
      ],
    },
    {
      question: "I forgot my password. Will I lose my journal?",
      answer: [
        {
          kind: "paragraph",
          text: "No. Select **Forgot your password?** on the [log in](/login) page and enter your e-mail address. We will send you a link to [choose a new password](/auth/action?mode=reset-password); it works for one hour, once. Your journal, conversations and saved results stay as they are.",
        },
        {
          kind: "paragraph",
          text: "Choosing a new password logs out every device that was logged in to your account, in case someone else knew the old one. Whenever your password changes, on your profile or with a link, we e-mail you to say so: if it was not you, that e-mail tells you what to do.",
        },
      ],
    },
    {
      question: "How do I become a verified professional?",
      answer: [
        {
          kind: "paragraph",
          text: "[Create an account](/register) as a professional and give us the details we need to check your training and professional registration. Our team reviews these, and once you are verified you can use the [professionals' zone](/resources/for-professionals) and appear in [Find a professional](/get-support/find-professional).",
        },
        {
          kind: "paragraph",
          text: "Checks are done by our team, so they can take a little time. If you have a question, e-mail **hello@harbour.example**.",
        },
      ],
    },
    {
      question: "I'm worried about someone I care about. Can Harbour help me?",
      answer: [
        {
          kind: "paragraph",
          text: "Yes. Supporting someone can be hard, and your wellbeing matters too. Our [For supporters](/resources/for-supporters) articles are written for friends, family and carers, and you can use the [self-help tools](/get-support/interactive-tools) for yourself too.",
        },
        {
          kind: "paragraph",
          text: "If you think the person is in danger right now, go to [crisis help](/get-support/crisis-help) or call your local emergency number.",
        },
      ],
    },
    {
      question: "How do I download or delete my data?",
      answer: [
        {
          kind: "paragraph",
          text: "Log in and go to your [profile](/profile). Choose **Download my data** to get a copy of your information as a JSON file, or **Delete my account** to remove your account and the data linked to it.",
        },
        {
          kind: "paragraph",
          text: "Deleting removes your data from our live systems straight away. Copies in our backups are gone within 30 days. Deleting cannot be undone, so you may want to download your data first.",
        },
      ],
    },
    {
      question: "Does Harbour work without the internet?",
      answer: [
        {
          kind: "paragraph",
          text: "Partly. Once you have visited Harbour on a device, the [crisis help](/get-support/crisis-help) page opens without a connection, with the lines saved on that device, and phone numbers work without the internet.",
        },
        {
          kind: "paragraph",
          text: "Other pages need the connection. If it drops, Harbour says so at the top of the page, and what is on screen stays. If you try to save or send something while offline, it tells you, and what you wrote stays in the form so you can save it once you are back online. It is kept only in that open tab: it is not saved on the device.",
        },
      ],
    },
    {
      question: "Is Harbour accessible?",
      answer: [
        {
          kind: "paragraph",
          text: "We aim to make Harbour easy to use for everyone. We write in plain language, and we design pages to work with a keyboard, screen readers, zoom up to 400 %, your own text spacing and your device's high-contrast colours.",
        },
        {
          kind: "paragraph",
          text: "We know we will not always get it right. If something gets in your way, please [tell us](/about/contact) — your feedback helps us fix it.",
        },
      ],
    },
    {
      question: "Is the AI chat a real person?",
      answer: [
        {
          kind: "paragraph",
          text: "No. The [AI chat](/ai-chat) is a guided assistant, not a person and not a clinician. It can help you think things through and find useful tools and articles, but it can make mistakes and cannot diagnose or treat you.",
        },
        {
          kind: "paragraph",
          text: "It has a safety layer that puts crisis help first if a conversation suggests you may be at risk. It cannot send help, so in an emergency please contact a [crisis line](/get-support/crisis-help) or your local emergency number.",
        },
      ],
    },
    {
      question: "Why can't I see the professionals' zone?",
      answer: [
        {
          kind: "paragraph",
          text: "The [professionals' zone](/resources/for-professionals) is written for clinicians and helping professionals, so it is only open to accounts we have verified as professionals.",
        },
        {
          kind: "paragraph",
          text: "If you are a professional, see \"How do I become a verified professional?\" above. If you are looking for help for yourself or someone else, [Your calm zone](/resources/your-calm-zone) and [For supporters](/resources/for-supporters) are open to everyone.",
        },
      ],
    },
    {
      question: "When will the forums open?",
      answer: [
        {
          kind: "paragraph",
          text: "The peer forum, supporter forum and professional forum are coming soon. We are taking our time so that they are safe, kind and well looked after from day one.",
        },
        {
          kind: "paragraph",
          text: "In the meantime, you can join our [events and webinars](/community/events-webinars).",
        },
      ],
    },
  ],
};
