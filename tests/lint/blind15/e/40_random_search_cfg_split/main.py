import functools

import jax
import jax.numpy as jnp
import numpy as np

from config import sample_trials

ACTS = {"relu": jax.nn.relu, "tanh": jnp.tanh}


def init(arch, d_in, key):
    keys = jax.random.split(key, arch.depth + 1)
    sizes = [d_in] + [arch.width] * arch.depth + [1]
    return [jax.random.normal(k, (a, b)) / np.sqrt(a) for k, a, b in zip(keys, sizes[:-1], sizes[1:])]


@functools.partial(jax.jit, static_argnames="arch")
def train_step(params, x, y, key, dropout, arch):
    def loss_fn(ws):
        h = x
        for i, w in enumerate(ws[:-1]):
            h = ACTS[arch.activation](h @ w)
            keep = jax.random.bernoulli(jax.random.fold_in(key, i), 1 - dropout, h.shape)
            h = jnp.where(keep, h / (1 - dropout), 0.0)
        return jnp.mean((h @ ws[-1] - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    return [w - 0.05 * g for w, g in zip(params, grads)], loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 6)).astype(np.float32)
    y = x[:, :1] * x[:, 1:2]
    for trial in sample_trials(5):
        key = jax.random.PRNGKey(trial.seed)
        params = init(trial.arch, 6, key)
        dropout = jnp.float32(trial.dropout)
        for step in range(3):
            params, loss = train_step(params, x, y, jax.random.fold_in(key, step), dropout, arch=trial.arch)
        print(trial, float(loss))


if __name__ == "__main__":
    main()
