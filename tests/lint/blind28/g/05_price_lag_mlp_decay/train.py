from functools import partial

import jax
import jax.numpy as jnp


def init(key, cfg):
    k1, k2 = jax.random.split(key)
    return {"w1": jax.random.normal(k1, (cfg.n_lags, cfg.hidden)) * 0.2,
            "w2": jax.random.normal(k2, (cfg.hidden,)) * 0.2}


@partial(jax.jit, static_argnums=(0,))
def step(cfg, params, x, y, lr):
    def loss(p):
        h = jax.nn.relu(x @ p["w1"])
        return jnp.mean((h @ p["w2"] - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, g), l
