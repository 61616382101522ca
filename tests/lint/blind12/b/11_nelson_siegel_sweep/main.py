import itertools

import jax.numpy as jnp
import numpy as np
import optax

from curve import nelson_siegel, update

TAU = jnp.array([0.25, 0.5, 1, 2, 3, 5, 7, 10, 15, 20, 30], dtype=jnp.float32)
YIELDS = jnp.array([3.9, 4.0, 4.1, 4.0, 3.95, 3.9, 3.95, 4.05, 4.2, 4.3, 4.25], dtype=jnp.float32) / 100


def fit(optimizer, l2, n_steps=5):
    params = jnp.array([0.04, -0.01, 0.01, 0.5], dtype=jnp.float32)
    opt_state = optimizer.init(params)
    for _ in range(n_steps):
        params, opt_state, loss = update(optimizer, params, opt_state, TAU, YIELDS, l2)
    return params, float(loss)


if __name__ == "__main__":
    results = {}
    for lr, l2 in itertools.product([1e-3, 3e-3, 1e-2], [0.0, 1e-4]):
        optimizer = optax.adam(lr)
        params, loss = fit(optimizer, l2)
        results[(lr, l2)] = loss
    best = min(results, key=results.get)
    print("best (lr, l2):", best, "loss", results[best])
