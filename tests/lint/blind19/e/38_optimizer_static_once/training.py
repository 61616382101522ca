from functools import partial

import jax
import jax.numpy as jnp
import optax


def build_optimizer(lr=1e-2, clip=1.0):
    return optax.chain(optax.clip_by_global_norm(clip), optax.adam(lr))


@partial(jax.jit, static_argnums=0)
def update(tx, params, opt_state, x, y, w):
    def loss(p):
        pred = x @ p["w"] + p["b"]
        return jnp.sum(w * (pred - y) ** 2) / jnp.sum(w)

    l, g = jax.value_and_grad(loss)(params)
    u, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, u), opt_state, l
