import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx

from net import Regressor, predicted_variance, train_step


def oracle(x):
    return np.sin(x[:, 0]) + 0.1 * x[:, 0] * np.random.default_rng(0).normal(size=len(x))


def main():
    rng = np.random.default_rng(0)
    pool = rng.uniform(-4, 4, size=(400, 1)).astype(np.float32)
    labelled = np.zeros(400, bool)
    labelled[:20] = True
    model = Regressor(1, nnx.Rngs(0))
    optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
    x_train = jnp.asarray(pool[:32])
    y_train = jnp.asarray(oracle(pool[:32]), dtype=jnp.float32)
    for rnd in range(5):
        for _ in range(5):
            loss = train_step(model, optimizer, x_train, y_train)
        unlabelled = np.flatnonzero(~labelled)
        var = predicted_variance(model, jnp.asarray(pool[unlabelled]))
        pick = unlabelled[np.argsort(-np.asarray(var))[:10]]
        labelled[pick] = True
        print(rnd, float(loss), labelled.sum())


if __name__ == "__main__":
    main()
