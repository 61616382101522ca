import numpy as np

from estimator import HarmonicEstimator


def capture(rng, fs=3840.0, n=256):
    t = np.arange(n) / fs
    w = np.sin(2 * np.pi * 60 * t) + 0.08 * np.sin(2 * np.pi * 300 * t) + 0.02 * rng.standard_normal(n)
    return w.astype(np.float32)


def thd(mags):
    return float(np.sqrt((mags[1:] ** 2).sum()) / mags[0])


def main():
    rng = np.random.default_rng(130)
    for meter in ["PQ-01", "PQ-02", "PQ-03"]:
        for k in range(3):
            est = HarmonicEstimator()
            mags = np.asarray(est.magnitudes(capture(rng)))
            print(meter, k, round(thd(mags), 4))


if __name__ == "__main__":
    main()
