import numpy as np

from features import tunnel_features, WINDOW
from replay import replay_capture


def live_batches(rng, n, n_queries=256):
    for _ in range(n):
        qlen = rng.integers(10, 60, size=n_queries).astype(np.float32)
        entropy = rng.uniform(2.0, 4.5, size=n_queries).astype(np.float32)
        yield qlen, entropy


def main():
    rng = np.random.default_rng(0)
    ref = replay_capture(rng)
    for i, (qlen, entropy) in enumerate(live_batches(rng, 3)):
        feats = tunnel_features(qlen, entropy, window=WINDOW)
        drift = np.abs(np.asarray(feats).mean(0) - np.asarray(ref).mean(0))
        print(i, drift.round(3).tolist())


if __name__ == "__main__":
    main()
