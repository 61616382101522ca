from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from sweep import build_optimizer, grid


def predict(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


@partial(jax.jit, static_argnums=(3,))
def update(params, opt_state, batch, tx):
    x, y = batch

    def loss_fn(p):
        return jnp.mean((predict(p, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def run_trial(hparams, data, steps=3):
    key = jax.random.PRNGKey(0)
    k1, k2 = jax.random.split(key)
    params = {"w1": jax.random.normal(k1, (5, 8)) * 0.3, "w2": jax.random.normal(k2, (8, 1)) * 0.3}
    tx = build_optimizer(hparams["lr"], hparams["wd"])
    opt_state = tx.init(params)
    for _ in range(steps):
        params, opt_state, loss = update(params, opt_state, data, tx)
    return float(loss)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 5)).astype(np.float32)
    y = np.sin(x[:, :1]) + 0.1 * rng.normal(size=(64, 1)).astype(np.float32)
    results = {}
    for hp in grid(lr=[1e-3, 1e-2], wd=[0.0, 1e-4]):
        results[(hp["lr"], hp["wd"])] = run_trial(hp, (x, y))
    best = min(results, key=results.get)
    print("best", best, results[best])


if __name__ == "__main__":
    main()
