import numpy as np

from features import band_energy
from timing import estimate_rate

NOMINAL_FS = 100.0
N = 512


def logger_files(rng, n_files):
    for _ in range(n_files):
        t0 = rng.uniform(0, 1e4)
        t = t0 + np.arange(N) / NOMINAL_FS + rng.normal(0, 1e-5, N)
        x = np.sin(2 * np.pi * 2.0 * (t - t0)) + 0.3 * np.sin(2 * np.pi * 12.0 * (t - t0))
        yield t, x.astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    for i, (t, x) in enumerate(logger_files(rng, 4)):
        fs = estimate_rate(t)
        low, high = band_energy(x, fs=fs)
        print(f"file {i}: fs~{fs:.3f} low/high {float(low) / float(high):.2f}")


if __name__ == "__main__":
    main()
