import numpy as np

from encoding import TargetEncoder

K = 5


def main():
    rng = np.random.default_rng(0)
    n = 300
    merchant = rng.zipf(1.6, size=n) % 400
    y = (rng.uniform(size=n) < 0.2 + 0.001 * (merchant % 50)).astype(np.float32)
    fold = rng.permutation(n) % K
    encoder = TargetEncoder(np.unique(merchant))
    encoded = np.zeros(n, np.float32)
    for k in range(K):
        tr, va = fold != k, fold == k
        encoded[va] = encoder.fit(merchant[tr], y[tr]).transform(merchant[va])
    print("out-of-fold encoding corr", round(float(np.corrcoef(encoded, y)[0, 1]), 3))


if __name__ == "__main__":
    main()
