import numpy as np

from batching import make_batches
from model import masked_conv_score


def events(rng, n=60):
    out = []
    for _ in range(n):
        T = int(rng.integers(5, 32))
        x = rng.standard_normal((T, 4)).astype(np.float32)
        out.append((x, np.float32(x[:, 0].mean() < 0)))
    return out


def main():
    rng = np.random.default_rng(5)
    recs = events(rng)
    w = (rng.standard_normal((4, 3)) * 0.5).astype(np.float32)
    acc = []
    for X, M, y in make_batches(recs, batch_size=8):
        p = np.asarray(masked_conv_score(w, X, M))
        acc.append(np.mean((p > 0.5) == (y > 0.5)))
    print(len(acc), "batches, acc", round(float(np.mean(acc)), 3))


if __name__ == "__main__":
    main()
