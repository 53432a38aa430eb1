import { type ComponentType, memo, type ReactNode, Suspense, use, useEffect, useRef, useState } from "react";
import { isLive, useTakingOverPaint } from "./hydration";

/**
 * A part of a public page whose code is not in the page's first load: the Worker renders it whole
 * (it is in the HTML, readable and crawlable without JavaScript), and the browser loads its code
 * and hydrates it only when it is wanted:
 * - `"visible"`: as it comes near the viewport (a section further down the page);
 * - `"interaction"`: at the first focus, tap or key press in it (a form at the top of a page).
 * A focus, tap or key press in it brings it in whichever the rule.
 *
 * Until then React leaves the server's markup as it is (a Suspense boundary that stays dehydrated:
 * React's selective hydration), so nothing repaints or shifts when it arrives. What a visitor does
 * meanwhile is kept: fields keep what is typed (a part with fields reads them when it mounts, as
 * the inquiry form does), a form submitted early (Enter, or its button) is held and submitted
 * again through its own handler once live, and links work as plain links. Should its code fail to
 * load (offline), the part stays as painted and the next focus or press tries again.
 *
 * When the browser renders the page itself (a navigation inside the SPA) there is no markup to
 * keep: the code starts loading as soon as the route's own code runs, and `fallback` holds the
 * place if it is not in by the time the page renders.
 *
 * The Worker loads the code of every part before it renders (`preloadDeferredParts`, called by
 * src/first-load/render.tsx), so its HTML never carries a fallback.
 */
export type DeferredPart<P> = {
  /** Starts loading the part's code (once) and resolves when it is in. */
  preload: () => Promise<unknown>;
  /** The part, in place. */
  Part: (props: P) => ReactNode;
};

type Opening = { promise: Promise<void>; open: () => void };

/** Every part created so far (module scope): the Worker loads their code before it renders. */
const parts: DeferredPart<never>[] = [];

export function deferredPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { when, fallback = null }: { when: "visible" | "interaction"; fallback?: ReactNode },
): DeferredPart<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<unknown> | undefined;

  const preload = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = undefined; // the next attempt tries again
        throw error;
      },
    ));

  /**
   * The boundary. Memoised: a dehydrated boundary that receives new props before it can hydrate
   * is thrown away by React and rendered afresh, so a re-render of the page around it must not
   * reach it. So is one above which a context changes (the providers keep their values steady over
   * hydration: src/features/cart/cart-context.tsx); should it happen (a theme chosen meanwhile),
   * the fallback shows and the code loads at once.
   */
  const Boundary = memo(function Boundary({
    wait,
    onLive,
    ...props
  }: { wait?: Opening; onLive: () => void } & P) {
    return (
      <Suspense fallback={<Fallback wait={wait} />}>
        <Gate wait={wait?.promise} onLive={onLive} props={props as unknown as P} />
      </Suspense>
    );
  });

  /** Shown only while the browser renders the part itself (never over the server's markup). */
  function Fallback({ wait }: { wait?: Opening }) {
    useEffect(() => {
      if (wait) preload().then(wait.open, () => {});
    }, [wait]);
    return fallback;
  }

  /** Inside the boundary: waits (the server's markup stays) until let in, then renders the part. */
  function Gate({ wait, onLive, props }: { wait?: Promise<unknown>; onLive: () => void; props: P }) {
    if (wait) use(wait);
    if (!Loaded) {
      if (import.meta.env.SSR) throw new Error("A deferred part was rendered before its code was loaded");
      use(preload());
    }
    useEffect(onLive, []);
    const Component = Loaded as ComponentType<P>;
    return <Component {...props} />;
  }

  function Part(props: P) {
    const wrapper = useRef<HTMLDivElement>(null);
    const heldSubmit = useRef<HTMLFormElement>(null);
    // Only the server's markup waits: a part the browser renders itself loads at once.
    const takingOver = useTakingOverPaint();
    const [wait, setWait] = useState<Opening | undefined>(() => {
      if (import.meta.env.SSR || !takingOver) return undefined;
      let open!: () => void;
      const promise = new Promise<void>((resolve) => {
        open = resolve;
      });
      return { promise, open };
    });
    // Once hydrated: the form submitted meanwhile is submitted again, after the part's own effects
    // (a form reads its fields then) and React's update from them.
    const [onLive] = useState(() => () => {
      setWait(undefined);
      const form = heldSubmit.current;
      if (form) setTimeout(() => form.isConnected && form.requestSubmit());
    });

    useEffect(() => {
      const element = wrapper.current;
      if (!wait || !element) return;
      let started = false;
      const wake = () => {
        if (started) return;
        started = true;
        preload().then(wait.open, () => {
          started = false; // offline: stays as painted; the next focus or press tries again
        });
      };
      // On the document, capturing: React stops most events in a part it has not hydrated.
      const onEvent = (event: Event) => {
        if (!(event.target instanceof Node && element.contains(event.target))) return;
        if (event.type === "submit") {
          // Submitted before its handler exists: a native submission would send nothing anywhere.
          event.preventDefault();
          heldSubmit.current = event.target as HTMLFormElement;
        }
        wake();
      };
      const types = ["focusin", "pointerdown", "keydown", "submit"];
      for (const type of types) document.addEventListener(type, onEvent, true);
      const observer =
        when === "visible"
          ? new IntersectionObserver((entries) => entries[0]?.isIntersecting && wake(), {
              rootMargin: "400px 0px",
            })
          : undefined;
      observer?.observe(element);
      return () => {
        for (const type of types) document.removeEventListener(type, onEvent, true);
        observer?.disconnect();
      };
    }, [wait]);

    return (
      <div ref={wrapper}>
        <Boundary {...props} wait={wait} onLive={onLive} />
      </div>
    );
  }

  const part = { preload, Part };
  parts.push(part as DeferredPart<never>);
  // Created by a route's code during a navigation inside the SPA (not while the browser takes over
  // the server's page): its code starts now, alongside the route's own.
  if (!import.meta.env.SSR && isLive()) preload().catch(() => {});
  return part;
}

/**
 * For the Worker's render: loads the code of every deferred part created so far, which includes
 * every part of the page being rendered (the router has loaded that page's route code by then).
 */
export function preloadDeferredParts(): Promise<unknown> {
  return Promise.all(parts.map((part) => part.preload()));
}
