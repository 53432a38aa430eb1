// Runs before first paint: applies the stored theme (light, dark or system) to <html>.
(() => {
  let dark = false;
  try {
    const stored = localStorage.getItem("layered-theme");
    const pref = stored === "light" || stored === "dark" ? stored : "system";
    dark =
      pref === "dark" || (pref === "system" && window.matchMedia("(prefers-color-scheme: dark)").matches);
  } catch {
    dark = false;
  }
  document.documentElement.classList.add(dark ? "dark" : "light");
  document.documentElement.style.colorScheme = dark ? "dark" : "light";
})();
