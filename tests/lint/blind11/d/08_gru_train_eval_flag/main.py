from functools import partial

import numpy as np
import jax
import jax.numpy as jnp

CONTEXT, HIDDEN, BATCH = 12, 16, 8


def init_params(key):
    k1, k2, k3 = jax.random.split(key, 3)
    return {"w_in": jax.random.normal(k1, (1, HIDDEN)) * 0.3,
            "w_h": jax.random.normal(k2, (HIDDEN, HIDDEN)) * 0.1,
            "w_out": jax.random.normal(k3, (HIDDEN,)) * 0.3}


@partial(jax.jit, static_argnames=("train",))
def forecast_loss(params, key, windows, targets, train):
    def step(h, x):
        return jnp.tanh(x[:, None] @ params["w_in"] + h @ params["w_h"]), None
    h, _ = jax.lax.scan(step, jnp.zeros((windows.shape[0], HIDDEN)), windows.T)
    if train:
        keep = jax.random.bernoulli(key, 0.9, h.shape)
        h = jnp.where(keep, h / 0.9, 0.0)
    preds = h @ params["w_out"]
    return jnp.mean((preds - targets) ** 2)


grad_fn = jax.jit(jax.grad(forecast_loss), static_argnames=("train",))


def batches(series, n, rng):
    for _ in range(n):
        starts = rng.integers(0, len(series) - CONTEXT - 1, size=BATCH)
        yield (np.stack([series[s:s + CONTEXT] for s in starts]).astype(np.float32),
               series[starts + CONTEXT].astype(np.float32))


def main():
    rng = np.random.default_rng(0)
    series = np.sin(np.arange(600) / 9.0) + 0.1 * rng.normal(size=600)
    train_series, val_series = series[:450], series[450:]
    params = init_params(jax.random.PRNGKey(0))
    key = jax.random.PRNGKey(1)
    for epoch in range(3):
        for x, y in batches(train_series, 3, rng):
            key, sub = jax.random.split(key)
            grads = grad_fn(params, sub, x, y, train=True)
            params = jax.tree_util.tree_map(lambda p, g: p - 0.05 * g, params, grads)
        for mode in (True, False):
            losses = [float(forecast_loss(params, key, x, y, train=mode)) for x, y in batches(val_series, 2, rng)]
            print(f"epoch {epoch} {'train-mode' if mode else 'eval-mode'} val loss {np.mean(losses):.4f}")


if __name__ == "__main__":
    main()
