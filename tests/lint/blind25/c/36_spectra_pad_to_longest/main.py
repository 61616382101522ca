import numpy as np

from collate import batched
from sn_index import snr_and_slope


def archive(n=40, seed=3):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n):
        npix = int(rng.integers(300, 900))
        cont = 10 + 3 * np.linspace(0, 1, npix) * rng.normal()
        out.append((cont + rng.normal(0, 0.5, npix)).astype(np.float32))
    return out


def main():
    spectra = archive()
    snrs = []
    for flux, mask in batched(spectra, 8):
        snr, slope = snr_and_slope(flux, mask)
        snrs.extend(np.asarray(snr).tolist())
    print(f"{len(snrs)} spectra, median S/N {np.median(snrs):.1f}")


if __name__ == "__main__":
    main()
