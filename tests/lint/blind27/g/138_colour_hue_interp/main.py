import numpy as np

from colour import hue_and_intensity


def read_scan(rng, drift):
    wl = (np.linspace(400.0, 700.0, 31) + drift).astype(np.float32)
    a = np.exp(-((wl - 520.0) / 35.0) ** 2) * rng.uniform(0.6, 1.2) + rng.normal(0, 0.01, 31)
    return wl, a.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for session, drift in enumerate([0.0, 0.12, -0.05, 0.0, 0.31]):
        wl, a = read_scan(rng, drift)
        ci, hue = hue_and_intensity(a, wl)
        print(f"session {session}: colour intensity {float(ci):.2f}, hue {float(hue):.2f}")


if __name__ == "__main__":
    main()
