import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from sweep import grid


def loss_fn(params, x, y):
    return jnp.mean((x @ params["w"] + params["b"] - y) ** 2)


def step(tx, params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def run(cfg, x, y, steps=10):
    tx = optax.adamw(1e-2, weight_decay=cfg["weight_decay"])
    params = {"w": jnp.zeros((x.shape[1], 1)), "b": jnp.zeros(1)}
    opt_state = tx.init(params)
    for s in range(steps):
        i = s % 4 * 16
        params, opt_state, loss = jax.jit(functools.partial(step, tx))(params, opt_state, x[i:i + 16], y[i:i + 16])
    return float(loss)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 5)).astype(np.float32)
    y = (x @ rng.normal(size=(5, 1))).astype(np.float32)
    results = {}
    for cfg in grid(weight_decay=[0.0, 1e-4, 1e-2]):
        results[cfg["weight_decay"]] = run(cfg, x, y)
    print(results)


if __name__ == "__main__":
    main()
