import numpy as np

from metrics import accumulate, empty_counts


def sequence(rng, n_frames=6, n_obj=8):
    for _ in range(n_frames):
        gt = rng.uniform(0, 50, (n_obj, 2)).astype(np.float32)
        pred = (gt + rng.normal(0, 1.5, gt.shape)).astype(np.float32)
        valid = rng.uniform(size=n_obj) > 0.2
        yield gt, pred, valid


def main():
    rng = np.random.default_rng(0)
    counts = empty_counts()
    for gt, pred, valid in sequence(rng):
        counts = accumulate(counts, gt, pred, valid)
    tp, fp, fn = (int(counts[k]) for k in ("tp", "fp", "fn"))
    print(f"precision {tp / max(tp + fp, 1):.3f} recall {tp / max(tp + fn, 1):.3f}")


if __name__ == "__main__":
    main()
