import numpy as np

from calib import calibrated_mag

BANDS = "ugriz"


def exposures(seed=0):
    rng = np.random.default_rng(seed)
    for visit in range(3):
        for band in range(len(BANDS)):
            counts = rng.uniform(1e3, 1e5, 256).astype(np.float32)
            yield visit, band, counts, np.float32(rng.choice([30.0, 60.0])), np.float32(rng.uniform(1.0, 1.8))


def main():
    for visit, band, counts, exptime, airmass in exposures():
        mags = calibrated_mag(counts, exptime, airmass, band)
        print(f"visit {visit} {BANDS[band]}: median {float(np.median(np.asarray(mags))):.2f}")


if __name__ == "__main__":
    main()
