import jax
import numpy as np
import optax

from model import MLP
from train import Trainer

NUM_EPOCHS = 4
BATCH_SIZE = 32


def make_dataset(rng, n=128, dim=8, classes=4):
    centers = rng.normal(size=(classes, dim)) * 2.0
    y = rng.integers(0, classes, size=n)
    x = centers[y] + rng.normal(size=(n, dim))
    return x.astype(np.float32), y.astype(np.int32)


def iterate_batches(x, y, rng):
    perm = rng.permutation(len(x))
    for i in range(0, len(x) - BATCH_SIZE + 1, BATCH_SIZE):
        idx = perm[i:i + BATCH_SIZE]
        yield {"x": x[idx], "y": y[idx]}


def main():
    rng = np.random.default_rng(0)
    x, y = make_dataset(rng)
    model = MLP()
    params = model.init(jax.random.PRNGKey(0), x[:1])
    trainer = Trainer(model, optax.adam(3e-3), params)
    for epoch in range(NUM_EPOCHS):
        loss = trainer.run_epoch(iterate_batches(x, y, rng))
        print(f"epoch {epoch}: loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
