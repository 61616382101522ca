import itertools

import jax
import jax.numpy as jnp

from train import fit


def expert_controller(xs):
    # LQR-like gain for a damped pendulum
    return -(xs @ jnp.array([[4.0], [1.2]]))


if __name__ == "__main__":
    key = jax.random.PRNGKey(1)
    xs = jax.random.normal(key, (64, 2))
    us = expert_controller(xs)
    k1, k2 = jax.random.split(key)
    init = {"w1": 0.3 * jax.random.normal(k1, (2, 16)), "w2": 0.3 * jax.random.normal(k2, (16, 1))}
    results = {}
    for lr, wd in itertools.product([1e-3, 3e-3, 1e-2], [0.0, 1e-4]):
        _, loss = fit(init, xs, us, lr, wd)
        results[(lr, wd)] = loss
    best = min(results, key=results.get)
    print("best (lr, wd):", best, "loss", results[best])
