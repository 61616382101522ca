import numpy as np

from dsp import band_power
from specs import FilterSpec

FS = 256.0
BANDS = {"delta": (1, 4), "theta": (4, 8), "alpha": (8, 13)}


def eeg_epochs(rng, n_epochs, n_channels=4, n_samples=512):
    t = np.arange(n_samples) / FS
    for _ in range(n_epochs):
        x = 0.5 * np.sin(2 * np.pi * 10 * t) + rng.normal(0, 1, (n_channels, n_samples))
        yield x.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for e, epoch in enumerate(eeg_epochs(rng, 3)):
        powers = {name: band_power(epoch, spec=FilterSpec(lo, hi, FS)) for name, (lo, hi) in BANDS.items()}
        ratio = np.asarray(powers["alpha"] / (powers["theta"] + powers["delta"]))
        print(f"epoch {e}: alpha ratio per channel {np.round(ratio, 2).tolist()}")


if __name__ == "__main__":
    main()
