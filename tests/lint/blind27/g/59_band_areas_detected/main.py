import numpy as np

from spectra import must_spectra, detect_bands
from features import band_areas


def main():
    rng = np.random.default_rng(0)
    for i, s in enumerate(must_spectra(rng, 8)):
        bands = detect_bands(s)
        areas = band_areas(s, bands=bands)
        print(f"sample {i}: bands {bands} areas {np.round(np.asarray(areas), 2)}")


if __name__ == "__main__":
    main()
