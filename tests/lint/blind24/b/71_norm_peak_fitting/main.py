import numpy as np

from peaks import HALF_WIDTH, fit_gaussian_window


def measured_spectrum(seed=0):
    rng = np.random.default_rng(seed)
    ch = np.arange(2048)
    s = 40 * np.exp(-ch / 700.0)
    for c, a in [(238, 900), (583, 500), (911, 300), (1460, 250), (1764, 180)]:
        s = s + a * np.exp(-0.5 * ((ch - c) / 5.0) ** 2)
    return rng.poisson(s).astype(np.float32)


def candidate_peaks(spec):
    smooth = np.convolve(spec, np.ones(7) / 7, mode="same")
    idx = [i for i in range(HALF_WIDTH, len(spec) - HALF_WIDTH)
           if smooth[i] == smooth[i - 6:i + 7].max() and smooth[i] > 3 * np.median(smooth)]
    return idx


def main():
    spec = measured_spectrum()
    for c in candidate_peaks(spec):
        lo = c - HALF_WIDTH
        centroid, sigma, area = fit_gaussian_window(spec[lo:lo + 2 * HALF_WIDTH + 1], lo)
        print(f"peak near ch {c}: centroid {float(centroid):.1f}, sigma {float(sigma):.2f}, area {float(area):.0f}")


if __name__ == "__main__":
    main()
