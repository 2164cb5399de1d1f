import type * as React from "react";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { useActionFeedback, type ActionAnswer, type FeedbackOptions } from "./action-feedback";

/**
 * A one-component stand-in for React's renderer (the unit tests run without
 * a DOM): refs keep their value between renders, an effect runs after the
 * render when one of its dependencies changed, as React does.
 */
const renderer = vi.hoisted(() => {
  let slots: unknown[] = [];
  let index = 0;
  const effects: (() => void)[] = [];
  return {
    reset: () => void (slots = []),
    render(hook: () => void) {
      index = 0;
      hook();
      for (const effect of effects.splice(0)) effect();
    },
    useRef<T>(initial: T) {
      const i = index++;
      if (!(i in slots)) slots[i] = { current: initial };
      return slots[i] as { current: T };
    },
    useEffect(effect: () => void, deps: unknown[]) {
      const i = index++;
      const previous = slots[i] as unknown[] | undefined;
      if (previous && deps.every((dep, k) => Object.is(dep, previous[k]))) return;
      slots[i] = deps;
      effects.push(effect);
    },
    useEffectEvent: <F>(callback: F) => callback,
  };
});
vi.mock("react", async (original) => ({
  ...(await original<typeof React>()),
  useRef: renderer.useRef,
  useEffect: renderer.useEffect,
  useEffectEvent: renderer.useEffectEvent,
}));

const toasts = vi.hoisted(() => [] as string[]);
vi.mock("./lazy-toast", () => ({
  toast: {
    success: (title: string) => toasts.push(`success: ${title}`),
    error: (title: string, options?: { description?: string }) =>
      toasts.push(`error: ${title}${options?.description ? ` (${options.description})` : ""}`),
  },
}));

function render(answer: ActionAnswer | undefined, options?: FeedbackOptions<ActionAnswer>) {
  renderer.render(() => useActionFeedback(answer, options));
}

beforeEach(() => {
  renderer.reset();
  toasts.length = 0;
});

describe("useActionFeedback", () => {
  test("reacts once to an answer, however often the page renders", () => {
    const saved = { ok: true, message: "Note ajoutée" };
    render(undefined);
    render(saved);
    render(saved);
    render(saved, { settled: false });
    render(saved);
    expect(toasts).toEqual(["success: Note ajoutée"]);
  });

  test("when asked to wait, nothing happens until the submission has settled", () => {
    const onSuccess = vi.fn();
    const saved = { ok: true, message: "Enregistré" };
    render(saved, { settled: false, onSuccess });
    render(saved, { settled: false, onSuccess });
    expect(toasts).toEqual([]);
    expect(onSuccess).not.toHaveBeenCalled();
    render(saved, { settled: true, onSuccess });
    expect(toasts).toEqual(["success: Enregistré"]);
    expect(onSuccess).toHaveBeenCalledOnce();
  });

  test("the next submission's answer reacts again, even with the same words", () => {
    const onFailure = vi.fn();
    render({ ok: false, message: "Action impossible", reason: "Déjà annulé" }, { onFailure });
    render({ ok: false, message: "Action impossible", reason: "Déjà annulé" }, { onFailure });
    expect(toasts).toEqual([
      "error: Action impossible (Déjà annulé)",
      "error: Action impossible (Déjà annulé)",
    ]);
    expect(onFailure).toHaveBeenCalledTimes(2);
  });

  test("a caller's own toast replaces the default one, and may show none", () => {
    const onSuccess = vi.fn();
    render({ ok: true }, { onSuccess });
    render({ ok: true, message: "ignoré" }, { toast: () => null });
    render(
      { ok: false, message: "Refusé" },
      { toast: () => ({ tone: "error", title: "Erreur", description: "Réessayez" }) },
    );
    expect(toasts).toEqual(["error: Erreur (Réessayez)"]);
    expect(onSuccess).toHaveBeenCalledOnce();
  });
});
