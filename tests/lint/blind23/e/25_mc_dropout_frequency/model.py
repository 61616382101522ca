from functools import partial

import jax
import jax.numpy as jnp


def init_params(key, d_in, hidden=32):
    k1, k2 = jax.random.split(key)
    return {
        "W1": jax.random.normal(k1, (d_in, hidden)) / jnp.sqrt(d_in),
        "b1": jnp.zeros(hidden),
        "W2": jax.random.normal(k2, (hidden,)) / jnp.sqrt(hidden),
        "b2": jnp.zeros(()),
    }


def forward(params, x, key, deterministic):
    h = jax.nn.relu(x @ params["W1"] + params["b1"])
    if not deterministic:
        keep = jax.random.bernoulli(key, 0.8, h.shape)
        h = jnp.where(keep, h / 0.8, 0.0)
    return h @ params["W2"] + params["b2"]


@jax.jit
def train_step(params, x, y, key):
    def loss(p):
        eta = forward(p, x, key, deterministic=False)
        return jnp.mean(jnp.exp(eta) - y * eta)
    g = jax.grad(loss)(params)
    return jax.tree_util.tree_map(lambda p, d: p - 0.05 * d, params, g)


@partial(jax.jit, static_argnames=("deterministic",))
def log_rate(params, x, key, deterministic):
    return forward(params, x, key, deterministic)
