import numpy as np
from flax import nnx

from model import OthelloValue
from trainer import Trainer


def selfplay_batch(rng, n=32):
    boards = rng.choice([-1.0, 0.0, 1.0], size=(n, 8, 8)).astype(np.float32)
    targets = np.sign(boards.sum(axis=(1, 2))).astype(np.float32)
    return boards, targets


def main():
    rng = np.random.default_rng(0)
    trainer = Trainer(OthelloValue(nnx.Rngs(0)))
    for step in range(5):
        loss = trainer.fit_batch(*selfplay_batch(rng))
        print(step, trainer.model.positions_seen, round(loss, 4))


if __name__ == "__main__":
    main()
