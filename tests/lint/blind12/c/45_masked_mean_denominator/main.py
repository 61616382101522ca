import numpy as np

from batching import padded_batches
from losses import weighted_logloss


def main():
    rng = np.random.default_rng(0)
    for split, n in [("valid", 300), ("test", 270)]:
        logits = rng.normal(size=n).astype(np.float32)
        labels = (rng.uniform(size=n) < 0.3).astype(np.float32)
        losses = [float(weighted_logloss(lg, lb, w, cnt))
                  for lg, lb, w, cnt in padded_batches(logits, labels, 64)]
        print(split, "logloss per batch", np.round(losses, 3))


if __name__ == "__main__":
    main()
