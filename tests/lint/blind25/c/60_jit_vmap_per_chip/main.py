import numpy as np

from psf import fit_chip


def chip_stars(chip, n=16, size=15):
    rng = np.random.default_rng(chip)
    yy, xx = np.mgrid[:size, :size]
    alpha = 2.0 + 0.2 * chip
    stamps = []
    for _ in range(n):
        x0, y0 = size // 2 + rng.uniform(-0.5, 0.5, 2)
        amp = rng.uniform(200, 800)
        s = amp * (1 + ((xx - x0) ** 2 + (yy - y0) ** 2) / alpha ** 2) ** -2.5 + 30 + rng.normal(0, 2, (size, size))
        stamps.append(s)
    stamps = np.array(stamps, np.float32)
    inits = np.tile(np.array([stamps.max() - 30, size // 2, size // 2, 2.5, 30], np.float32), (n, 1))
    inits[:, 0] = stamps.max((1, 2)) - 30
    return stamps, inits


def main():
    for chip in range(4):
        stamps, inits = chip_stars(chip)
        params = np.asarray(fit_chip(stamps, inits))
        fwhm = 2 * params[:, 3] * np.sqrt(2 ** (1 / 2.5) - 1)
        print(f"chip {chip}: median Moffat FWHM {np.median(fwhm):.2f} px")


if __name__ == "__main__":
    main()
