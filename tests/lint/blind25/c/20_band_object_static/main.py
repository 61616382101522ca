import numpy as np

from bands import band_for
from photometry import vega_to_ab


def catalogue_chunks(n_chunks=4, chunk=500, seed=2):
    rng = np.random.default_rng(seed)
    for _ in range(n_chunks):
        for b in "gri":
            yield b, rng.lognormal(8, 1.2, chunk).astype(np.float32)


def main():
    zps = {"g": 25.1, "r": 24.9, "i": 24.5}
    medians = {}
    for bname, flux in catalogue_chunks():
        mags = vega_to_ab(flux, zps[bname], band=band_for(bname))
        medians.setdefault(bname, []).append(float(np.median(np.asarray(mags))))
    for b, m in medians.items():
        print(f"{b}: median AB mag per chunk {np.round(m, 3)}")


if __name__ == "__main__":
    main()
