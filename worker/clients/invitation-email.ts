/**
 * The e-mails that bring a client to their project in the portal, written for someone who may
 * never have heard of the portal: who invites them and to what, what the portal is for, the one
 * link to open, which address and sign-in to use (there is no password to create), and how to
 * reach the studio. Plain text first; the HTML part says the same with one button.
 *
 * - `invitationEmail`: to an address with no account yet. Its link is /login (then the project);
 *   the address is named in the message, never in the link (issue 25).
 * - `projectAddedEmail`: to a client who has an account already and was just assigned (directly,
 *   or by an invitation to their address). Its link is the project in the portal; they sign in as
 *   usual if they are not signed in already.
 */

import { invitationSignInPath, portalProjectPath } from "../../src/shared/clients";
import { enabledProviders } from "../auth/providers";
import type { Deps } from "../deps";
import type { OutgoingEmail } from "../notify/email";
import { escapeHtml } from "../pages/rewrite-html";
import type { SessionUser } from "../types";

export type InvitationEmailInput = {
  projectId: number;
  projectName: string;
  email: string;
  /** The admin who invites (or resends); named in the message when their name is known. */
  inviter: Pick<SessionUser, "firstName" | "lastName">;
};

/** "Google", "Google or Studio Sign-In" ... ; null when only the local sign-in form exists. */
function signInOptions(names: string[]): string | null {
  if (names.length === 0) return null;
  if (names.length === 1) return names[0] ?? null;
  return `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
}

type PortalEmailParts = {
  kind: OutgoingEmail["kind"];
  to: string;
  subject: string;
  /** The HTML document's title. */
  title: string;
  greeting: string;
  /** The first paragraph: who did what; `htmlLead` is the same with the project name in bold. */
  lead: string;
  htmlLead: string;
  link: string;
  button: string;
  howToSignIn: string;
  footer: string;
};

function portalEmail(deps: Deps, parts: PortalEmailParts): OutgoingEmail {
  const config = deps.config;
  const studio = config.STUDIO_NAME;
  const portalIs = `The client portal is where ${studio} shares your project with you: designs, proposals and documents to review, upcoming meetings, and a place to send the studio your own files.`;
  const contact = `Questions? Reply to this e-mail, or call ${studio} at ${config.STUDIO_PHONE}.`;
  const text = [
    parts.greeting,
    "",
    parts.lead,
    "",
    portalIs,
    "",
    `${parts.button}:`,
    parts.link,
    "",
    parts.howToSignIn,
    "",
    contact,
    "",
    studio,
    config.appOrigin,
    "",
    "--",
    parts.footer,
  ].join("\n");

  const p = (content: string, style = "") =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#2b2722;${style}">${content}</p>`;
  const html = [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(parts.title)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f6f3ee;">',
    '<div style="max-width:560px;margin:0 auto;padding:40px 28px;font-family:Helvetica,Arial,sans-serif;">',
    `<p style="margin:0 0 28px;font-family:Georgia,serif;font-size:20px;color:#2b2722;">${escapeHtml(studio)}</p>`,
    p(escapeHtml(parts.greeting)),
    p(parts.htmlLead),
    p(escapeHtml(portalIs)),
    `<p style="margin:28px 0;"><a href="${escapeHtml(parts.link)}" style="display:inline-block;padding:13px 26px;background:#2b2722;color:#ffffff;text-decoration:none;font-size:15px;">${escapeHtml(parts.button)}</a></p>`,
    p(escapeHtml(parts.howToSignIn)),
    p(
      `If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(parts.link)}" style="color:#2b2722;word-break:break-all;">${escapeHtml(parts.link)}</a>`,
      "font-size:13px;color:#6b645b;",
    ),
    p(escapeHtml(contact)),
    `<p style="margin:32px 0 0;padding-top:16px;border-top:1px solid #e2dcd2;font-size:12px;line-height:1.5;color:#6b645b;">${escapeHtml(parts.footer)}</p>`,
    "</div></body></html>",
  ].join("");

  return {
    kind: parts.kind,
    to: parts.to,
    subject: parts.subject,
    text,
    html,
    // Answers go to the studio's address, which someone reads, not to the sending address.
    replyTo: config.STUDIO_EMAIL,
  };
}

function whoOf(deps: Deps, inviter: InvitationEmailInput["inviter"]): string {
  const studio = deps.config.STUDIO_NAME;
  const name = [inviter.firstName, inviter.lastName].filter(Boolean).join(" ").trim();
  return name ? `${name} at ${studio}` : studio;
}

/** What both e-mails start from: the studio, who sends it, and the sign-in options to name. */
function senderOf(deps: Deps, input: InvitationEmailInput) {
  const config = deps.config;
  return {
    config,
    studio: config.STUDIO_NAME,
    who: whoOf(deps, input.inviter),
    options: signInOptions(enabledProviders(config).map((p) => p.name)),
  };
}

export function invitationEmail(deps: Deps, input: InvitationEmailInput): OutgoingEmail {
  const { config, studio, who, options } = senderOf(deps, input);
  const howToSignIn = options
    ? `Sign in with ${options} using this e-mail address, ${input.email}. There is no new password to create: you use the account you already have.`
    : `Sign in using this e-mail address, ${input.email}.`;
  const lead = `${who} has invited you to follow ${input.projectName} in the studio's client portal.`;
  return portalEmail(deps, {
    kind: "invitation",
    to: input.email,
    subject: `${studio} invited you to ${input.projectName}`,
    title: input.projectName,
    greeting: "Hello,",
    lead,
    htmlLead: `${escapeHtml(who)} has invited you to follow <strong>${escapeHtml(input.projectName)}</strong> in the studio's client portal.`,
    link: `${config.appOrigin}${invitationSignInPath(input.projectId)}`,
    button: "Open your project",
    howToSignIn: `${howToSignIn} Your project appears as soon as you are signed in.`,
    footer: `You received this e-mail because ${studio} invited ${input.email} to a project. If you were not expecting it, you can ignore it: nothing happens until you sign in.`,
  });
}

export type ProjectAddedEmailInput = InvitationEmailInput & { firstName: string | null };

export function projectAddedEmail(deps: Deps, input: ProjectAddedEmailInput): OutgoingEmail {
  const { config, studio, who, options } = senderOf(deps, input);
  const howToSignIn = options
    ? `If you are not signed in, sign in as usual with ${options} using this e-mail address, ${input.email}, and the project opens.`
    : `If you are not signed in, sign in as usual using this e-mail address, ${input.email}, and the project opens.`;
  return portalEmail(deps, {
    kind: "project-added",
    to: input.email,
    subject: `${studio} added ${input.projectName} to your client portal`,
    title: input.projectName,
    greeting: input.firstName ? `Hello ${input.firstName},` : "Hello,",
    lead: `${who} has added ${input.projectName} to your client portal.`,
    htmlLead: `${escapeHtml(who)} has added <strong>${escapeHtml(input.projectName)}</strong> to your client portal.`,
    link: `${config.appOrigin}${portalProjectPath(input.projectId)}`,
    button: "Open the project",
    howToSignIn,
    footer: `You received this e-mail because ${studio} gave ${input.email} access to a project in its client portal. If you were not expecting it, reply to let the studio know.`,
  });
}
