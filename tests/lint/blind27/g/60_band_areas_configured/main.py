import numpy as np

from config import SETTINGS
from features import integrate_bands


def must_spectra(rng, n, n_wl=120):
    wl = np.arange(n_wl)
    for _ in range(n):
        s = sum(np.exp(-((wl - c) / 4.0) ** 2) * rng.uniform(0.5, 1.0) for c in (28, 61, 90))
        yield (s + rng.normal(0, 0.01, n_wl)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for i, s in enumerate(must_spectra(rng, 8)):
        areas = integrate_bands(s, bands=tuple(SETTINGS["bands"]), half_width=SETTINGS["half_width"])
        print(f"sample {i}: areas {np.round(np.asarray(areas), 2)}")


if __name__ == "__main__":
    main()
