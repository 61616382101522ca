import jax
import numpy as np

from model import TCN
from trainer import Trainer


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 40, 6)).astype(np.float32)
    y = rng.integers(0, 4, 64).astype(np.int32)
    trainer = Trainer(TCN(6, 4, jax.random.PRNGKey(0)))
    for epoch in range(2):
        for i in range(0, 64, 16):
            loss = trainer.fit_batch(x[i : i + 16], y[i : i + 16])
        print(epoch, float(loss), int(trainer.step))


if __name__ == "__main__":
    main()
