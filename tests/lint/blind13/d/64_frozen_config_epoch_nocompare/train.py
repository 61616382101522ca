from functools import partial

import jax
import jax.numpy as jnp


def init(key, cfg):
    k1, k2 = jax.random.split(key)
    return {"enc": jax.random.normal(k1, (cfg.window, cfg.latent)) * 0.1,
            "dec": jax.random.normal(k2, (cfg.latent, cfg.window)) * 0.1}


@partial(jax.jit, static_argnames="cfg")
def train_step(params, x, cfg):
    def loss_fn(p):
        z = jnp.tanh(x @ p["enc"])
        return jnp.mean((z @ p["dec"] - x) ** 2) + cfg.sparsity * jnp.mean(jnp.abs(z))

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - cfg.lr * g, params, grads), loss
