import numpy as np

from settings import SmoothingSettings
from spectra import k_indices


def read_plate(rng, n=12):
    wl = np.arange(200, 300)
    base = 1.8 * np.exp(-((wl - 232) / 9.0) ** 2) + 0.2 * np.exp(-((wl - 270) / 6.0) ** 2)
    return (base[None, :] + 0.02 * rng.normal(size=(n, 100))).astype(np.float32)


def main():
    rng = np.random.default_rng(8)
    for plate in range(5):
        absorb = read_plate(rng)
        res = k_indices(absorb, settings=SmoothingSettings(half_width=4, order=2))
        extra_virgin = (res[:, 0] <= 2.5) & (res[:, 1] <= 0.22)
        print(f"plate {plate}: {int(extra_virgin.sum())}/12 pass EVOO UV limits")


if __name__ == "__main__":
    main()
