import numpy as np

from metrics import cancellation_confusion


def scored_holdout(n=2000, seed=0):
    rng = np.random.default_rng(seed)
    labels = rng.random(n) < 0.3
    probs = np.clip(0.3 + 0.35 * (labels - 0.3) + rng.normal(0, 0.2, n), 0, 1).astype(np.float32)
    return probs, labels


def main():
    probs, labels = scored_holdout()
    best = None
    for t in np.round(np.arange(0.1, 0.95, 0.05), 2):
        p, r = cancellation_confusion(probs, labels, threshold=float(t))
        f1 = 2 * float(p) * float(r) / max(float(p) + float(r), 1e-9)
        if best is None or f1 > best[0]:
            best = (f1, t)
    print("best threshold %.2f f1 %.3f" % (best[1], best[0]))


if __name__ == "__main__":
    main()
