import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from model import SpikeRateRegressor

N_FOLDS = 4


@nnx.jit
def train_step(model, optimizer, x, y):
    loss, grads = nnx.value_and_grad(lambda m: ((m(x) - y) ** 2).mean())(model)
    optimizer.update(model, grads)
    return loss


@nnx.jit
def evaluate(model, x, y):
    return ((model(x) - y) ** 2).mean()


def hand_position_data(n=160, seed=0):
    rng = np.random.default_rng(seed)
    pos = rng.normal(size=(n, 2))
    rates = np.log1p(np.exp(pos @ rng.normal(size=(2, 24))))
    return jnp.asarray(rng.poisson(rates), dtype=jnp.float32), jnp.asarray(pos, dtype=jnp.float32)


def main():
    X, Y = hand_position_data()
    folds = np.array_split(np.arange(len(X)), N_FOLDS)
    for k, test_idx in enumerate(folds):
        train_idx = np.setdiff1d(np.arange(len(X)), test_idx)
        model = SpikeRateRegressor(24, 2, nnx.Rngs(k))
        optimizer = nnx.Optimizer(model, optax.adam(5e-3), wrt=nnx.Param)
        for _ in range(20):
            train_step(model, optimizer, X[train_idx], Y[train_idx])
        print(f"fold {k}: test mse {float(evaluate(model, X[test_idx], Y[test_idx])):.4f}")


if __name__ == "__main__":
    main()
