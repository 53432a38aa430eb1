/**
 * The e-mail that invites a client to their project in the portal. Written for someone who has
 * never heard of the portal: who invites them and to what, what the portal is for, the one link
 * to open (it signs them in and lands on their project), which address and sign-in to use (there
 * is no password to create), and how to reach the studio. Plain text first; the HTML part says
 * the same with one button.
 */
import type { Context } from "hono";
import { invitationSignInPath } from "../../src/shared/clients";
import { enabledProviders } from "../auth/providers";
import { escapeHtml } from "../seo/rewrite-html";
import type { AppEnv, SessionUser } from "../types";
import type { OutgoingEmail } from "./email";

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

export function invitationEmail(c: Context<AppEnv>, input: InvitationEmailInput): OutgoingEmail {
  const config = c.get("config");
  const studio = config.STUDIO_NAME;
  const link = `${config.appOrigin}${invitationSignInPath(input.projectId, input.email)}`;
  const inviterName = [input.inviter.firstName, input.inviter.lastName].filter(Boolean).join(" ").trim();
  const who = inviterName ? `${inviterName} at ${studio}` : studio;
  const options = signInOptions(enabledProviders(config).map((p) => p.name));
  const howToSignIn = options
    ? `Sign in with ${options} using this e-mail address, ${input.email}. There is no new password to create: you use the account you already have.`
    : `Sign in using this e-mail address, ${input.email}.`;
  const portalIs = `The client portal is where ${studio} shares your project with you: designs, proposals and documents to review, upcoming meetings, and a place to send the studio your own files.`;
  const contact = `Questions? Reply to this e-mail, or call ${studio} at ${config.STUDIO_PHONE}.`;
  const footer = `You received this e-mail because ${studio} invited ${input.email} to a project. If you were not expecting it, you can ignore it: nothing happens until you sign in.`;

  const text = [
    "Hello,",
    "",
    `${who} has invited you to follow ${input.projectName} in the studio's client portal.`,
    "",
    portalIs,
    "",
    "Open your project:",
    link,
    "",
    `${howToSignIn} Your project appears as soon as you are signed in.`,
    "",
    contact,
    "",
    studio,
    config.appOrigin,
    "",
    "--",
    footer,
  ].join("\n");

  const p = (content: string, style = "") =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#2b2722;${style}">${content}</p>`;
  const html = [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    `<title>${escapeHtml(input.projectName)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f6f3ee;">',
    '<div style="max-width:560px;margin:0 auto;padding:40px 28px;font-family:Helvetica,Arial,sans-serif;">',
    `<p style="margin:0 0 28px;font-family:Georgia,serif;font-size:20px;color:#2b2722;">${escapeHtml(studio)}</p>`,
    p("Hello,"),
    p(
      `${escapeHtml(who)} has invited you to follow <strong>${escapeHtml(input.projectName)}</strong> in the studio's client portal.`,
    ),
    p(escapeHtml(portalIs)),
    `<p style="margin:28px 0;"><a href="${escapeHtml(link)}" style="display:inline-block;padding:13px 26px;background:#2b2722;color:#ffffff;text-decoration:none;font-size:15px;">Open your project</a></p>`,
    p(`${escapeHtml(howToSignIn)} Your project appears as soon as you are signed in.`),
    p(
      `If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(link)}" style="color:#2b2722;word-break:break-all;">${escapeHtml(link)}</a>`,
      "font-size:13px;color:#6b645b;",
    ),
    p(escapeHtml(contact)),
    `<p style="margin:32px 0 0;padding-top:16px;border-top:1px solid #e2dcd2;font-size:12px;line-height:1.5;color:#6b645b;">${escapeHtml(footer)}</p>`,
    "</div></body></html>",
  ].join("");

  return {
    kind: "invitation",
    to: input.email,
    subject: `${studio} invited you to ${input.projectName}`,
    text,
    html,
    // Answers go to the studio's address, which someone reads, not to the sending address.
    replyTo: config.STUDIO_EMAIL,
  };
}
