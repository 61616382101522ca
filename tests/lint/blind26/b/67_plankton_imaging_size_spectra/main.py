import numpy as np

from fitting import fit_size_spectrum
from samples import uvp_cast


def main():
    rng = np.random.default_rng(0)
    for k in range(6):
        x, y, counts, vol = uvp_cast(k, rng)
        if vol is not None:
            w = (np.sqrt(counts) * vol).astype(np.float32)
            slope, icpt = fit_size_spectrum(x, y, weights=w)
        else:
            slope, icpt = fit_size_spectrum(x, y)
        print(f"cast {k}: NBSS slope {float(slope):.2f}, intercept {float(icpt):.2f}")


if __name__ == "__main__":
    main()
