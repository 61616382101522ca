import numpy as np

from pipeline import featurize


def load_recordings(rng, n=80, length=256):
    t = np.arange(length) / 64.0
    freqs = rng.uniform(1.0, 20.0, size=(n, 1))
    return (np.sin(2 * np.pi * freqs * t) + 0.1 * rng.normal(size=(n, length))).astype(np.float32)


def main():
    rng = np.random.default_rng(7)
    signals = load_recordings(rng)
    feats = featurize(signals)
    print("features:", feats.shape, "mean abs:", float(np.abs(feats).mean()))


if __name__ == "__main__":
    main()
