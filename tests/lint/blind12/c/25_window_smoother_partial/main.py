import numpy as np

from features import sliding_windows, window_features


def main():
    rng = np.random.default_rng(0)
    signal = np.cumsum(rng.normal(size=400)).astype(np.float32)
    kernel = np.hanning(7).astype(np.float32)
    kernel /= kernel.sum()
    windows = sliding_windows(signal, size=64, stride=64)[:6]
    feats = np.asarray(window_features(windows, kernel))
    print(feats.shape, feats[:, 0].round(2))


if __name__ == "__main__":
    main()
