import numpy as np

from classifier import NearestCentroid

FREQS = (8.0, 10.0, 12.0, 15.0)


def ssvep_block(subject, n_trials=40, n_feat=8):
    rng = np.random.default_rng(subject)
    y = rng.integers(0, len(FREQS), size=n_trials)
    X = rng.normal(size=(n_trials, n_feat)) + 2.0 * np.eye(n_feat)[y * 2]
    keep = np.ones(n_trials, dtype=bool)
    if subject % 2:
        keep &= y != len(FREQS) - 1 - (subject % 3)
    X, y = X[keep], y[keep]
    pad = n_trials - len(y)
    X = np.concatenate([X, X[:pad]]) if pad else X
    y = np.concatenate([y, y[:pad]]) if pad else y
    return X.astype(np.float32), y.astype(np.int32)


def main():
    for subject in range(5):
        X, y = ssvep_block(subject)
        clf = NearestCentroid().fit(X, y)
        acc = (clf.predict(X) == y).mean()
        print(f"sub-{subject}: classes {clf.classes_.tolist()} train acc {acc:.2f}")


if __name__ == "__main__":
    main()
