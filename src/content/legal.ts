/**
 * Privacy Policy (/privacy) and Terms of Service (/terms).
 *
 * Studio name, e-mail and phone come from configuration at run time, so the
 * text refers to "our studio" and "the e-mail address listed on this site"; `{serviceArea}` is
 * filled in from STUDIO_SERVICE_AREA (src/content/service-area.ts).
 */

import { TITLE_PRIVACY, TITLE_TERMS } from "../shared/pages";

export type LegalSection = {
  heading: string;
  paragraphs: string[];
};

export type LegalDocument = {
  title: string;
  updated: "2026-11-01";
  sections: LegalSection[];
};

export const privacyPolicy: LegalDocument = {
  title: TITLE_PRIVACY,
  updated: "2026-11-01",
  sections: [
    {
      heading: "Who We Are",
      paragraphs: [
        'This website belongs to our studio, a small interior design practice based in California. In this policy, "we", "us" and "our" mean our studio, and "you" means anyone who visits this site, sends us an inquiry, uses the client portal or buys from our shop.',
        "This policy explains what personal information we collect through the site, why we collect it, how long we keep it and the choices you have. It does not cover information we exchange with you outside the site, which is handled under your design services agreement.",
      ],
    },
    {
      heading: "Information We Collect",
      paragraphs: [
        "Inquiries. When you send an inquiry, we collect your first and last name, e-mail address, phone number and the project details you choose to share, such as project type, budget range, timeline and your message.",
        "Client portal. If you are a client, we store the documents we prepare for your project, such as proposals, drawings, mood boards and selections, along with any files you upload. We also keep your project's name, description and, where relevant, its address.",
        "Accounts. If you sign in, we receive your name and e-mail address from the sign-in provider, and we record your role and the projects you are assigned to. We do not receive or store your sign-in password.",
        "Shop orders. When you buy from our shop, we keep your e-mail address, the items you ordered and the order total. Payments are processed by Stripe. Your card details go directly to Stripe, and we never see or store your full card number.",
      ],
    },
    {
      heading: "How We Use Your Information",
      paragraphs: [
        "We use your information to reply to inquiries, schedule calls and consultations, prepare proposals, deliver design services, share project documents, fulfill shop orders and keep the site secure.",
        "We do not use your information for advertising, and we do not send marketing e-mail unless you ask us to.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "We use essential cookies only: a session cookie that keeps you signed in and cookies needed by the sign-in process. The site also stores your shopping cart and display preference in your browser's local storage so they are still there when you return.",
        "We do not use advertising cookies, cross-site trackers or analytics that build a profile of you.",
      ],
    },
    {
      heading: "Sharing and Service Providers",
      paragraphs: [
        "We share personal information only with service providers that help us run the site and our business, such as our hosting and file storage providers, the sign-in provider and Stripe for payments. They may use it only to provide their services to us.",
        "We may also disclose information when required by law or to protect our rights, our clients or the security of the site. We do not sell your personal information, and we do not share it for cross-context behavioral advertising.",
      ],
    },
    {
      heading: "Private Client Links",
      paragraphs: [
        "We may send you a private link to your project portal. Anyone who has the link can view your project and its documents, so please keep it private and do not post or forward it. If you think a link has been shared by mistake, let us know and we will revoke it and send you a new one.",
      ],
    },
    {
      heading: "How Long We Keep Information",
      paragraphs: [
        "We keep inquiries for up to two years if they do not lead to a project, so we can follow up on the same conversation. We keep client project records and documents for as long as the project is active and for up to seven years after it ends, for warranty, tax and record-keeping purposes. We keep order records as long as required for accounting and tax purposes.",
        "When information is no longer needed, we delete it or make it anonymous.",
      ],
    },
    {
      heading: "Your California Privacy Rights",
      paragraphs: [
        "If you are a California resident, the California Consumer Privacy Act, as amended by the California Privacy Rights Act, gives you the right to know what personal information we collect, use and disclose; the right to ask us to delete it; and the right to ask us to correct it if it is inaccurate. We will not treat you differently for using these rights.",
        "To make a request, e-mail us at the e-mail address listed on this site. We will confirm receipt, verify your request by matching it to the information we hold, and respond within the time the law requires. You may also use an authorized agent.",
      ],
    },
    {
      heading: "Contact and Changes",
      paragraphs: [
        "Questions about this policy or your information can be sent to the e-mail address listed on this site.",
        "We may update this policy from time to time. The date at the top shows when it last changed. If we make significant changes, we will note them on this page.",
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: TITLE_TERMS,
  updated: "2026-11-01",
  sections: [
    {
      heading: "Using This Site",
      paragraphs: [
        "These terms apply to your use of this website, including the portfolio, the inquiry form, the client portal and the shop. By using the site, you agree to them. If you do not agree, please do not use the site.",
        "Please use the site only for lawful purposes. Do not try to access accounts, projects or documents that are not yours, interfere with the site's operation, or copy its content in bulk.",
      ],
    },
    {
      heading: "Portfolio Content and Copyright",
      paragraphs: [
        "The photographs, designs, drawings and text on this site belong to our studio or are used with permission. You are welcome to share links to our pages. Please do not reproduce, republish or use our images or designs commercially without our written permission.",
        "Project photos are shared with our clients' consent. Locations are described in general terms, and we do not publish clients' names or addresses.",
      ],
    },
    {
      heading: "Inquiries and Design Services",
      paragraphs: [
        "Sending an inquiry, booking a discovery call or receiving a design fee proposal does not create a contract between us. Design services begin only after we both sign a separate design services agreement, which governs the scope, fees, schedule and responsibilities for that project.",
        "Any descriptions of services, timelines or processes on this site are general information and may vary from project to project.",
      ],
    },
    {
      heading: "Client Portal",
      paragraphs: [
        "Project documents in the client portal are provided for your personal use in connection with your project. Private client links work like a key: anyone with the link can open the project, so keep it private. We may revoke a link at any time and issue a new one.",
      ],
    },
    {
      heading: "Shop",
      paragraphs: [
        "Many pieces in our shop are vintage or one of a kind, so their condition reflects age and use, and colors may look slightly different on screen. Availability is not guaranteed until your order is confirmed. If an item sells before your order goes through, we will let you know and refund any payment.",
        "Prices are listed in US dollars. Applicable sales tax is added at checkout. Payments are processed by Stripe.",
        "Sales of vintage pieces are final unless an item arrives damaged in transit. If that happens, please report it with photos within 48 hours of delivery, and we will work with you on a repair, replacement or refund.",
        "Local pickup, or delivery within {serviceArea}, is arranged separately after purchase. Delivery fees and scheduling will be confirmed with you directly.",
      ],
    },
    {
      heading: "Limitation of Liability",
      paragraphs: [
        "The site and its content are provided as is. We work to keep the information accurate and the site available, but we do not guarantee that it will be error-free or uninterrupted.",
        "To the fullest extent permitted by law, our studio is not liable for indirect, incidental or consequential damages arising from your use of the site. Our total liability for any claim related to a shop purchase is limited to the amount you paid for that item. Nothing in these terms limits rights you have under California law that cannot be waived.",
      ],
    },
    {
      heading: "Governing Law",
      paragraphs: [
        "These terms are governed by the laws of the State of California, without regard to its conflict of law rules. Any dispute relating to the site will be handled in the state or federal courts located in California.",
      ],
    },
    {
      heading: "Changes and Contact",
      paragraphs: [
        "We may update these terms from time to time. The date at the top shows when they last changed, and continued use of the site means you accept the updated terms.",
        "Questions about these terms can be sent to the e-mail address listed on this site.",
      ],
    },
  ],
};
