import functools

import jax
import jax.numpy as jnp
import numpy as np

from config import sample_trials

ACTS = {"relu": jax.nn.relu, "tanh": jnp.tanh}


def init(cfg, d_in, key):
    keys = jax.random.split(key, cfg.depth + 1)
    sizes = [d_in] + [cfg.width] * cfg.depth + [1]
    return [jax.random.normal(k, (a, b)) / np.sqrt(a) for k, a, b in zip(keys, sizes[:-1], sizes[1:])]


@functools.partial(jax.jit, static_argnames="cfg")
def train_step(params, x, y, key, cfg):
    def loss_fn(ws):
        h = x
        for i, w in enumerate(ws[:-1]):
            h = ACTS[cfg.activation](h @ w)
            keep = jax.random.bernoulli(jax.random.fold_in(key, i), 1 - cfg.dropout, h.shape)
            h = jnp.where(keep, h / (1 - cfg.dropout), 0.0)
        return jnp.mean((h @ ws[-1] - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    return [w - 0.05 * g for w, g in zip(params, grads)], loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 6)).astype(np.float32)
    y = x[:, :1] * x[:, 1:2]
    for cfg in sample_trials(5):
        key = jax.random.PRNGKey(cfg.seed)
        params = init(cfg, 6, key)
        for step in range(3):
            params, loss = train_step(params, x, y, jax.random.fold_in(key, step), cfg=cfg)
        print(cfg, float(loss))


if __name__ == "__main__":
    main()
