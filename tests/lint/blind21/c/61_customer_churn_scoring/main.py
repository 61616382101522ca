import numpy as np
import jax.numpy as jnp
import optax
from flax import nnx

from model import ChurnScorer, fit_step

N_FOLDS = 3


def folds(x, y, k):
    idx = np.arange(len(x)) % k
    for f in range(k):
        yield jnp.asarray(x[idx != f]), jnp.asarray(y[idx != f])


def cross_validate(x, y, seed):
    losses = []
    for fold, (xf, yf) in enumerate(folds(x, y, N_FOLDS)):
        model = ChurnScorer(5, 1.0, nnx.Rngs(seed * 10 + fold))
        opt = nnx.Optimizer(model, optax.sgd(0.1, momentum=0.9), wrt=nnx.Param)
        for _ in range(5):
            loss = fit_step(model, opt, xf, yf)
        losses.append(float(loss))
    return np.mean(losses)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(90, 5)).astype(np.float32)
    y = (x[:, 0] + 0.5 * x[:, 1] > 0).astype(np.float32)
    for seed in range(2):
        print(f"seed {seed}: cv loss {cross_validate(x, y, seed):.4f}")


if __name__ == "__main__":
    main()
