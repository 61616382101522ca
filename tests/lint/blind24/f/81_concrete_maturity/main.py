import numpy as np

from maturity import equivalent_strength

POURS = ["P1 deck slab", "P2 deck slab", "P3 crosshead", "P4 pier cap", "P5 parapet"]


def logger_record(i, rng, n=24 * 7):
    h = np.arange(n, dtype=np.float32)
    amb = 8 + 6 * np.sin(2 * np.pi * (h - 14) / 24)
    hydration = 18 * np.exp(-((h - 20) / 18) ** 2) * (1.2 if "pier" in POURS[i] else 1.0)
    return (amb + hydration + rng.normal(0, 0.3, n)).astype(np.float32), h


def main():
    rng = np.random.default_rng(0)
    for i, pour in enumerate(POURS):
        temps, hours = logger_record(i, rng)
        if "deck" in pour:
            fc = equivalent_strength(temps, hours, None)
        else:
            fc = equivalent_strength(temps, hours)
        t_strip = int(np.argmax(np.asarray(fc) >= 25.0))
        print(f"{pour:13s}: 7-day strength {float(fc[-1]):5.1f} MPa, 25 MPa at {t_strip} h")


if __name__ == "__main__":
    main()
