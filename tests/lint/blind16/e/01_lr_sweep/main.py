import functools

import jax
import jax.numpy as jnp
import numpy as np

SWEEP = {"learning_rate": [3e-1, 1e-1, 3e-2, 1e-2]}


def init_params(key, n_in=8, n_out=1):
    k1, _ = jax.random.split(key)
    return {"w": jax.random.normal(k1, (n_in, n_out)) * 0.1, "b": jnp.zeros((n_out,))}


def loss_fn(params, x, y):
    pred = x @ params["w"] + params["b"]
    return jnp.mean((pred - y) ** 2)


@functools.partial(jax.jit, static_argnums=(3,))
def sgd_step(params, x, y, lr):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    params = jax.tree.map(lambda p, g: p - lr * g, params, grads)
    return params, loss


def run_trial(lr, x, y, steps=20):
    params = init_params(jax.random.PRNGKey(0))
    loss = None
    for _ in range(steps):
        params, loss = sgd_step(params, x, y, lr)
    return float(loss)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 8)).astype(np.float32)
    y = (x @ rng.normal(size=(8, 1))).astype(np.float32)
    results = {}
    for lr in SWEEP["learning_rate"]:
        results[lr] = run_trial(lr, x, y)
    best = min(results, key=results.get)
    print("best lr", best, results[best])


if __name__ == "__main__":
    main()
