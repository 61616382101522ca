from functools import partial

import jax
import jax.numpy as jnp


def init_autoencoder(key, d=20, bottleneck=6):
    k1, k2 = jax.random.split(key)
    return {"enc": jax.random.normal(k1, (d, bottleneck)) / jnp.sqrt(d),
            "dec": jax.random.normal(k2, (bottleneck, d)) / jnp.sqrt(bottleneck)}


def reconstruct(params, x, key, training):
    if training:
        keep = jax.random.bernoulli(key, 0.8, x.shape)
        x = jnp.where(keep, x / 0.8, 0.0)
    return jnp.tanh(x @ params["enc"]) @ params["dec"]


@partial(jax.jit, static_argnames=("training",))
def loss_and_grads(params, x, key, training):
    def loss(p):
        return jnp.mean((reconstruct(p, x, key, training) - x) ** 2)

    return jax.value_and_grad(loss)(params)
