import jax
import numpy as np
import optax
from flax import nnx

from model import PhaseClassifier
from train import phase_train_step


def batches(n_batches, rng, batch=16, n_samples=128):
    for _ in range(n_batches):
        x = rng.standard_normal((batch, n_samples, 3)).astype(np.float32)
        y = rng.integers(0, 3, batch).astype(np.int32)
        yield x, y


def main():
    rng = np.random.default_rng(0)
    model = PhaseClassifier(nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-3), wrt=nnx.Param)
    for x, y in batches(6, rng):
        loss = phase_train_step(model, optimizer, x, y)
    print("updates", model.updates_seen, "loss", float(loss))


if __name__ == "__main__":
    main()
