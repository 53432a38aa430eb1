import { createFileRoute, Link } from "@tanstack/react-router";
import { buttonClass } from "../../components/ui/button";
import { useSiteInfo } from "../../features/site/use-site-info";
import { usePageTitle } from "../../lib/use-page-title";
import { TITLE_CLIENT_PORTAL } from "../../shared/pages";

export const Route = createFileRoute("/_site/client-portal")({ component: ClientPortalPage });

const HOLDINGS = [
  {
    title: "Design Fee Proposals",
    body: "The scope, terms and investment breakdown for your project, ready to review whenever you need them.",
  },
  {
    title: "Mood Boards, Elevations and Renderings",
    body: "The concept as it develops: palettes, drawings and 3D views of your rooms before anything is ordered.",
  },
  {
    title: "Selections",
    body: "Furnishings, fixtures, finishes and lighting chosen for each room, with sizes and sources.",
  },
];

/** Static welcome for clients (SPEC: /client-portal): what the portal holds and how to get in. */
function ClientPortalPage() {
  usePageTitle(TITLE_CLIENT_PORTAL);
  const { data: site } = useSiteInfo();
  const email = site?.studio.email;
  const mailto = email ? `mailto:${email}?subject=${encodeURIComponent("Client portal access")}` : undefined;

  return (
    <section aria-labelledby="client-portal-title" className="section">
      <div className="container-page grid gap-16 md:grid-cols-12 md:gap-10">
        <div className="md:col-span-5">
          <p className="eyebrow">Client Portal</p>
          <h1 id="client-portal-title" className="mt-4 text-4xl md:text-6xl">
            Welcome to your project portal
          </h1>
          <p className="prose-measure mt-6 text-lg text-[var(--color-muted)]">
            Every client has a private place to follow their project: the documents we prepare for you, in one
            calm, organized space you can open from anywhere.
          </p>
          <div className="mt-10 flex flex-wrap gap-3">
            <Link to="/login" className={buttonClass("primary", "lg")}>
              Sign In
            </Link>
            {mailto ? (
              <a href={mailto} className={buttonClass("outline", "lg")}>
                Email Us
              </a>
            ) : null}
          </div>
        </div>

        <div className="grid content-start gap-14 md:col-span-6 md:col-start-7">
          <div>
            <h2 className="text-2xl md:text-3xl">What you'll find inside</h2>
            <ul className="mt-6">
              {HOLDINGS.map((item) => (
                <li key={item.title} className="border-t border-[var(--color-line)] py-6 last:border-b">
                  <h3 className="font-serif text-xl">{item.title}</h3>
                  <p className="mt-2 text-[0.95rem] leading-relaxed text-[var(--color-muted)]">{item.body}</p>
                </li>
              ))}
            </ul>
          </div>

          <div>
            <h2 className="text-2xl md:text-3xl">How to get access</h2>
            <div className="mt-6 grid gap-6 leading-relaxed">
              <p>
                <span className="font-medium">With your private link.</span>{" "}
                <span className="text-[var(--color-muted)]">
                  Once your project begins, we e-mail you a private link that opens your portal directly, with
                  no account needed. Please keep it to yourself: anyone with the link can see your project.
                </span>
              </p>
              <p>
                <span className="font-medium">By signing in.</span>{" "}
                <span className="text-[var(--color-muted)]">
                  If we have set up an account for you, sign in with the e-mail address you use with us to see
                  every project you are part of.
                </span>
              </p>
              <p className="text-sm text-[var(--color-muted)]">
                Lost your link, or it has stopped working? Write to us
                {email ? (
                  <>
                    {" "}
                    at{" "}
                    <a href={mailto} className="link-underline text-[var(--color-ink)]">
                      {email}
                    </a>
                  </>
                ) : null}{" "}
                and we will send you a new one.
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
