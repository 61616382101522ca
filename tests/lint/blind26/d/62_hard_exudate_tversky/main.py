import dataclasses

import numpy as np

from loss import FocalTverskyLoss


def predictions(epoch, target, rng):
    # stand-in for the segmentation network's output at the end of each epoch
    noise = rng.uniform(size=target.shape).astype(np.float32)
    return np.clip(0.3 * noise + (0.2 + 0.15 * epoch) * target, 0, 1).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    target = (rng.uniform(size=(32, 32)) > 0.95).astype(np.float32)
    base = FocalTverskyLoss()
    for epoch in range(4):
        # shift emphasis from recall to balanced as training goes on
        crit = dataclasses.replace(base, alpha=round(0.7 - 0.05 * epoch, 2))
        for case in range(3):
            probs = predictions(epoch, target, rng)
            loss = crit.hard_exudate_loss(probs, target)
        print(epoch, crit.alpha, float(loss))


if __name__ == "__main__":
    main()
