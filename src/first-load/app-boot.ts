/**
 * The public pages' boot script: inline in every page the Worker paints (worker/pages/inline-scripts.ts),
 * built into a string by Vite (scripts/inline-script-plugin.ts: TypeScript stripped, minified, its
 * CSP hash computed at build). A classic script, so no imports or exports: it runs before any module.
 *
 * It loads the SPA (the entry, with its chunks as module preloads) once, at the visitor's first
 * input: a touch, a press, a key, the mouse moving, the wheel turning or the page scrolling (issue
 * 30, docs/decisions/0015-the-spa-starts-at-first-input.md). A page someone only reads never runs
 * it: the Worker painted it whole, its links are links, and its three first taps (below) are
 * answered by the page itself; nor fetches it (about 120 KB of gzip: a phone on a metered plan
 * keeps them, and Lighthouse's model of a slow network no longer sees them compete with the page's
 * own requests, docs/perf.md). The SPA starts at load when the first screen needs it (`loaded`):
 * the Worker says so (a visitor with a session, whose account area it paints loading), something
 * stored is set (a cart with lines, whose count is in the header; token-portal mode's "My
 * Project"), or the address has a query. Home's hero moves without it: the page drives it
 * (slideshow.ts, decision 0016), its presses included.
 *
 * Until the SPA has taken over the page (<html data-app="ready">, src/first-load/app-ready.tsx) a
 * visitor quicker than the network loses nothing:
 * - a control pressed (a button, a label, a checkbox or radio: the phone menu, "Add to Cart", a
 *   form's submit, the theme choice) is held, and the press replayed on it once the SPA is in;
 * - a field typed into or chosen from keeps its value, and the SPA is told of it once it is in:
 *   React hydrates a controlled field without reading what it holds, so each edited one is handed
 *   to React as a change (set back to its rendered value through React's value tracker, then to
 *   the visitor's through the element's own setter, then an input event; a select: a change event).
 * A link needs no help: it navigates, and the next page is painted by the Worker too.
 *
 * A press held on the phone menu's toggle, the cart button or a project's photo is answered at
 * once all the same, by the page itself (issue 30): the Worker sent a closed <dialog> for each
 * (src/first-load/early-answers.tsx, naming its controls in `data-early-for`), opened here as a
 * modal (focus moves in, Escape and its close button close it, focus goes back; the control's
 * aria-expanded says so). Closed before the SPA is in, its press is dropped. Still open when the
 * SPA takes over, it stays shown (not modal) while the press is replayed, until the SPA's own
 * dialog is in and shown (its entrance played, its images decoded), then goes; the unused ones go
 * when the SPA takes over. Presses inside an early answer are the browser's own.
 *
 * It fails open: when the SPA's entry cannot load (offline, a tab left open across a deploy whose
 * old chunks are gone), when a script fails before the SPA is in, or when a press has waited a few
 * seconds while none of the SPA's code arrived (each file of it that arrives gives the rest as long
 * again), presses are no longer held: the ones held so
 * far get their native effect (a submit button submits its form, a label toggles its field) and
 * the page works as plain HTML, links and forms included (<html data-app="static">). Once the
 * SPA's code has arrived, presses wait for it to take over (only an error lets them go). Should
 * the SPA arrive later, it takes over as usual.
 */
(() => {
  /** How long a press may wait without any of the SPA's code arriving before presses are let through. */
  const GIVE_UP_MS = 6000;
  /** The JSON block naming the SPA's entry and its chunks (worker/pages/inline-scripts.ts APP_SCRIPTS_ID). */
  const APP_SCRIPTS_ID = "app-scripts";
  const PRESSABLE = 'button, label, input[type="checkbox"], input[type="radio"], [role="button"]';
  /** The page's early answers (src/first-load/early-answers.tsx). */
  const EARLY = "dialog[data-early-for]";
  /** How long an early answer waits, handing over, for the SPA's own to show. */
  const HAND_OVER_MS = 10_000;
  /** How long after the takeover a tap begun before it may still end in a click. */
  const LATE_CLICK_MS = 1000;
  /** The first input of a visitor's, which starts loading the SPA. */
  const INPUTS = ["pointerdown", "keydown", "touchstart", "pointermove", "wheel", "scroll"];

  /** worker/pages/inline-scripts.ts AppScripts. */
  type AppScripts = {
    entry: string;
    preload: string[];
    startAtLoad: boolean;
    stored: { local: string[]; session: string[] };
  };
  type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

  const d = document;
  const html = d.documentElement;
  const held: HTMLElement[] = [];
  const edited = new Map<Field, string>();
  let started = false;
  let holding = true;
  /** The SPA's entry (and everything it imports) has loaded and run. */
  let arrived = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The early answer open now, and the control it answers. */
  let answering: { dialog: HTMLDialogElement; control: HTMLElement } | undefined;
  /** A control with an early answer the finger came down on, its click still to come. */
  let touched: HTMLElement | null = null;

  const isReady = () => html.dataset.app === "ready";

  const isField = (target: EventTarget | null): target is Field =>
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement ||
    (target instanceof HTMLInputElement && target.type !== "checkbox" && target.type !== "radio");

  const edit = (event: Event) => {
    if (!isReady() && isField(event.target)) edited.set(event.target, event.target.value);
  };

  const expanded = (control: HTMLElement, value: string) => {
    if (control.hasAttribute("aria-expanded")) control.setAttribute("aria-expanded", value);
  };

  const pressable = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>(PRESSABLE) : null;

  /** The page's early answer to a press on `control`, if it has one. */
  const earlyFor = (control: Element | null) =>
    control
      ? [...d.querySelectorAll<HTMLDialogElement>(EARLY)].find((early) =>
          control.matches(early.dataset.earlyFor ?? ""),
        )
      : undefined;

  /**
   * The page's own answer to a press on `control`, if it has one: its early dialog, opened.
   * `late`: the press came as the SPA took over (the finger was down before); the dialog hands
   * over at once and the press goes on to the SPA.
   */
  const answer = (control: HTMLElement, late = false): boolean => {
    const dialog = earlyFor(control);
    if (!dialog || answering) return false;
    // A project's photo: the viewer shows it (its largest candidate, `sizes` 100vw), "n / N" and its caption.
    const figure = control.closest<HTMLElement>("[data-gallery-image]");
    const photo = control.querySelector("img");
    const view = dialog.querySelector<HTMLImageElement>('[data-early="photo"]');
    if (figure && photo && view) {
      view.srcset = photo.srcset;
      view.src = photo.src;
      view.alt = photo.alt;
      const fill = (part: string, text: string) => {
        const el = dialog.querySelector(`[data-early="${part}"]`);
        if (el) el.textContent = text;
      };
      const total = d.querySelectorAll("[data-gallery-image]").length;
      fill("counter", `${Number(figure.dataset.galleryImage) + 1} / ${total}`);
      fill("caption", figure.querySelector("figcaption")?.textContent ?? "");
      for (const step of dialog.querySelectorAll<HTMLElement>('[data-early="step"]')) step.hidden = total < 2;
    }
    answering = { dialog, control };
    expanded(control, "true");
    dialog.addEventListener(
      "close",
      () => {
        if (dialog.hasAttribute("data-handing-over")) return;
        // Closed before the SPA is in: nothing to replay.
        answering = undefined;
        expanded(control, "false");
        const at = held.indexOf(control);
        if (at >= 0) held.splice(at, 1);
      },
      { once: true },
    );
    dialog.showModal();
    if (late) handOverAnswer(dialog);
    return true;
  };

  /**
   * The SPA is in: `dialog` stays shown, no longer modal (so the SPA's own can take focus), above
   * the page until the SPA's answer to the replayed press is in and shown, then goes.
   */
  const handOverAnswer = (dialog: HTMLDialogElement) => {
    dialog.setAttribute("data-handing-over", "");
    dialog.close();
    const done = () => {
      clearTimeout(late);
      watch.disconnect();
      dialog.remove();
    };
    const late = setTimeout(done, HAND_OVER_MS);
    const watch = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          const spa = node instanceof Element && node.matches('[role="dialog"]') ? node : null;
          if (!spa) continue;
          watch.disconnect();
          const shown = [
            ...spa.getAnimations({ subtree: true }).map((animation) => animation.finished),
            ...[...spa.querySelectorAll("img")].map((img) => img.decode()),
          ];
          void Promise.allSettled(shown).then(() => requestAnimationFrame(done));
          return;
        }
      }
    });
    watch.observe(d.body, { childList: true });
  };

  const hold = (event: MouseEvent) => {
    const control = pressable(event.target);
    // A press in an early answer is the browser's; one in Home's show is the page's own (slideshow.ts).
    if (!control || isReady() || control.closest(`${EARLY}, [data-slideshow]`)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    touched = null;
    held.push(control);
    if (!arrived) timer ??= setTimeout(giveUp, GIVE_UP_MS);
    // An answer of the page's own is painted before the SPA's code starts arriving and running.
    if (answer(control)) requestAnimationFrame(() => setTimeout(start));
    else start();
  };

  /**
   * A visitor's first input starts loading the SPA, except a finger on a control the page answers
   * itself: its click does, once the answer is painted (it is remembered for the takeover, below).
   * A touch moving is the touch that began it (touchstart). A mouse starts it when it moves: the
   * browser itself sends a "move" of none where the cursor rests as the page is laid out, which is
   * no visitor's doing.
   */
  const startOnInput = (event: Event) => {
    if (event instanceof PointerEvent && event.type === "pointermove") {
      if (event.pointerType === "touch" || (event.movementX === 0 && event.movementY === 0)) return;
    }
    const control = pressable(event.target);
    const pressing = event.type === "pointerdown" || event.type === "touchstart";
    if (pressing && earlyFor(control)) touched = control;
    else start();
  };

  const stopHolding = () => {
    holding = false;
    clearTimeout(timer);
    removeEventListener("click", hold, true);
    removeEventListener("error", scriptFailed, true);
    removeEventListener("unhandledrejection", giveUp);
  };

  /** No SPA for now: let presses through, and give the held ones their native effect. */
  function giveUp() {
    if (!holding || isReady()) return;
    stopHolding();
    html.dataset.app = "static";
    for (const control of held.splice(0)) if (control.isConnected) control.click();
  }

  /** A script of the page failed to load or threw before the SPA was in. */
  function scriptFailed(event: Event) {
    if (event instanceof ErrorEvent || event.target instanceof HTMLScriptElement) giveUp();
  }

  const handOver = (value: string, field: Field) => {
    if (!field.isConnected) return;
    if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event("change", { bubbles: true }));
      return;
    }
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  };

  /** The SPA's files, as the Worker named them; undefined when the block is missing or unreadable. */
  const appScripts = (): AppScripts | undefined => {
    try {
      return JSON.parse(d.getElementById(APP_SCRIPTS_ID)?.textContent ?? "") as AppScripts;
    } catch {
      return undefined;
    }
  };

  /**
   * One of `keys` set in `storage` (an empty list is not set: a cart emptied). `storage` is read
   * inside the try: a browser that forbids storage throws on the property itself.
   */
  const isSet = (storage: () => Storage, keys: string[]) => {
    try {
      return keys.some((key) => {
        const value = storage().getItem(key);
        return value !== null && value !== "[]";
      });
    } catch {
      return false;
    }
  };

  /** The page has loaded: the SPA starts if the first screen needs it. */
  function loaded() {
    const app = appScripts();
    if (started || !app) return;
    if (
      app.startAtLoad ||
      // Nothing painted in #root: the SPA is the page.
      !d.getElementById("root")?.firstElementChild ||
      isSet(() => localStorage, app.stored.local) ||
      isSet(() => sessionStorage, app.stored.session) ||
      // The edge keeps one copy of a page whatever its query (worker/http/edge-cache.ts), and the
      // SPA reads what a query asks for (the pieces a message starts with on /contact).
      location.search
    ) {
      start();
    }
  }

  function start() {
    if (started) return;
    started = true;
    const app = appScripts();
    if (!app) {
      giveUp();
      return;
    }
    for (const href of app.preload) {
      const link = d.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      d.head.append(link);
    }
    // Progress, not a deadline: a slow network that still delivers is waited for.
    const files = new Set([app.entry, ...app.preload].map((href) => new URL(href, location.href).href));
    const progress = new PerformanceObserver((list) => {
      if (arrived || timer === undefined || !list.getEntries().some((entry) => files.has(entry.name))) return;
      clearTimeout(timer);
      timer = setTimeout(giveUp, GIVE_UP_MS);
    });
    progress.observe({ type: "resource" });
    const script = d.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = app.entry;
    script.addEventListener("error", giveUp);
    // The code is in and running: presses now wait for the takeover (hydration), however long.
    script.addEventListener("load", () => {
      arrived = true;
      clearTimeout(timer);
      progress.disconnect();
    });
    d.head.append(script);
  }

  addEventListener("click", hold, true);
  addEventListener("input", edit, true);
  addEventListener("change", edit, true);
  addEventListener("error", scriptFailed, true);
  addEventListener("unhandledrejection", giveUp);

  new MutationObserver((_, observer) => {
    if (!isReady()) return;
    observer.disconnect();
    removeEventListener("input", edit, true);
    removeEventListener("change", edit, true);
    edited.forEach(handOver);
    const presses = holding ? held.splice(0) : [];
    stopHolding();
    // The early answer to a press about to be replayed hands over; the closed ones go.
    const early =
      answering?.dialog.open && presses.includes(answering.control) ? answering.dialog : undefined;
    if (early) handOverAnswer(early);
    // The finger was down on such a control before the SPA took over, and its click comes now (a
    // phone runs the takeover between the two): answered the same way, for a moment.
    const pressing = touched;
    const soon = pressing && earlyFor(pressing);
    for (const type of INPUTS) removeEventListener(type, startOnInput, true);
    if (pressing && soon) {
      const late = (event: MouseEvent) => {
        if (pressable(event.target) === pressing) answer(pressing, true);
      };
      addEventListener("click", late, true);
      setTimeout(() => {
        removeEventListener("click", late, true);
        if (!soon.hasAttribute("data-handing-over")) soon.remove();
      }, LATE_CLICK_MS);
    }
    for (const dialog of d.querySelectorAll<HTMLDialogElement>(EARLY))
      if (dialog !== early && dialog !== soon && !dialog.open) dialog.remove();
    for (const control of presses) if (control.isConnected) control.click();
  }).observe(html, { attributes: true, attributeFilter: ["data-app"] });

  // In a task after the load event's: a request begun inside it would keep the page loading (the
  // tab's spinner) until the SPA's files are in. A message, not a timer, so a fake clock cannot
  // hold it (src/first-load/next-task.ts).
  const afterLoad = () => {
    const channel = new MessageChannel();
    channel.port1.onmessage = loaded;
    channel.port2.postMessage(null);
  };
  if (d.readyState === "complete") loaded();
  else addEventListener("load", afterLoad, { once: true });
  for (const type of INPUTS) addEventListener(type, startOnInput, { passive: true, capture: true });
})();
