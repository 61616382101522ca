import numpy as np

from hooks import AUCLogger
from trainer import Trainer

NUM_FEATURES, BATCH = 16, 64


def batches(rng, n):
    w = rng.normal(size=NUM_FEATURES)
    for _ in range(n):
        x = rng.normal(size=(BATCH, NUM_FEATURES)).astype(np.float32)
        y = (rng.random(BATCH) < 1 / (1 + np.exp(-x @ w))).astype(np.float32)
        yield x, y


def main():
    rng = np.random.default_rng(6)
    trainer = Trainer(NUM_FEATURES, hooks=[AUCLogger(every=1)])
    trainer.fit(batches(rng, 6))


if __name__ == "__main__":
    main()
