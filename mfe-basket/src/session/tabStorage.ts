// A value kept for this tab (sessionStorage), so a sign-in round trip to
// another page keeps it; memory when storage is blocked.
export interface TabValue {
  read(): string | null;
  write(value: string | null): void;
}

export function tabValue(key: string): TabValue {
  let inMemory: string | null = null;
  return {
    read() {
      try {
        return window.sessionStorage.getItem(key);
      } catch {
        return inMemory;
      }
    },
    write(value) {
      inMemory = value;
      try {
        if (value === null) window.sessionStorage.removeItem(key);
        else window.sessionStorage.setItem(key, value);
      } catch {
        // Blocked storage: the in-memory copy serves this page.
      }
    },
  };
}
