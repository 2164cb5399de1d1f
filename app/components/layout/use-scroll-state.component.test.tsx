import { act, render, screen, waitFor } from "@testing-library/react";
import { afterEach, expect, test, vi } from "vitest";
import { useScrollState } from "./use-scroll-state";

function Header() {
  const { scrolled } = useScrollState(false);
  return <header data-testid="header" data-scrolled={scrolled || undefined} />;
}

/** Scrolls the window and lets the throttle's window (66 ms) pass. */
function scrollTo(y: number) {
  act(() => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event("scroll"));
    vi.advanceTimersByTime(100);
  });
}

afterEach(() => {
  vi.useRealTimers();
  window.scrollTo(0, 0);
});

test("the header gains its shadow past 20 px, not before, and loses it back at the top", () => {
  vi.useFakeTimers();
  render(<Header />);
  const header = screen.getByTestId("header");
  expect(header.hasAttribute("data-scrolled")).toBe(false);
  scrollTo(10);
  expect(window.scrollY).toBe(10);
  expect(header.hasAttribute("data-scrolled")).toBe(false);
  scrollTo(21);
  expect(header.hasAttribute("data-scrolled")).toBe(true);
  scrollTo(0);
  expect(header.hasAttribute("data-scrolled")).toBe(false);
});

test("a page opened already scrolled gets its shadow in a task after the one that mounts the header", async () => {
  window.scrollTo(0, 300);
  render(<Header />);
  const header = screen.getByTestId("header");
  // As the server drew it: reading the scroll position would lay the page out
  // in the hydration's own task.
  expect(header.hasAttribute("data-scrolled")).toBe(false);
  await waitFor(() => expect(header.hasAttribute("data-scrolled")).toBe(true));
});
