import numpy as np

from preprocessing import EDAPreprocessor
from stress import arousal_features

FS = 4.0
N = int(5 * 60 * FS)


def sessions(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        base = 2.0 + np.cumsum(0.002 * rng.standard_normal(N))
        scr = (rng.random(N) > 0.99) * rng.uniform(0.1, 0.4, N)
        yield (base + np.convolve(scr, np.exp(-np.arange(20) / 6.0))[:N]).astype(np.float32)


def process_session(eda):
    prep = EDAPreprocessor(fs=FS)
    return np.asarray(arousal_features(eda, prep))


def main():
    for i, eda in enumerate(sessions(5)):
        print(i, np.round(process_session(eda), 3))


if __name__ == "__main__":
    main()
