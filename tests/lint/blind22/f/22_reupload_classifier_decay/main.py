import jax
import numpy as np

from circuit import circle_data
from trainer import Trainer


def batches(x, y, bs):
    for i in range(0, len(x) - bs + 1, bs):
        yield x[i:i + bs], y[i:i + bs]


def main():
    rng = np.random.default_rng(0)
    x, y = circle_data(rng, 128)
    params = 0.5 * jax.random.normal(jax.random.PRNGKey(0), (3, 5))
    trainer = Trainer(params)
    for epoch in range(4):
        loss = trainer.fit_epoch(epoch, batches(x, y, 32))
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
