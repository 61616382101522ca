import functools

import jax
import jax.numpy as jnp
import numpy as np

from sweep import iter_configs


def init_params(key, d_in=8, d_out=1):
    k1, _ = jax.random.split(key)
    return {"w": jax.random.normal(k1, (d_in, d_out)) * 0.1, "b": jnp.zeros((d_out,))}


def loss_fn(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


@functools.partial(jax.jit, static_argnames=("lr", "momentum"))
def sgd_step(params, velocity, x, y, lr, momentum):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    velocity = jax.tree.map(lambda v, g: momentum * v + g, velocity, grads)
    params = jax.tree.map(lambda p, v: p - lr * v, params, velocity)
    return params, velocity, loss


def run(cfg, x, y, steps=5):
    params = init_params(jax.random.PRNGKey(0))
    velocity = jax.tree.map(jnp.zeros_like, params)
    for _ in range(steps):
        params, velocity, loss = sgd_step(params, velocity, x, y,
                                          lr=cfg["learning_rate"], momentum=cfg["momentum"])
    return float(loss)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 8)).astype(np.float32)
    y = (x @ rng.normal(size=(8, 1))).astype(np.float32)
    results = []
    for cfg in iter_configs():
        results.append((run(cfg, x, y), cfg))
    best = min(results, key=lambda r: r[0])
    print("best", best)


if __name__ == "__main__":
    main()
