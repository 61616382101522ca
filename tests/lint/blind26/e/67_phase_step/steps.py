from functools import partial

import jax
import jax.numpy as jnp
import optax


@partial(jax.jit, static_argnums=0)
def phase_step(tx, params, opt_state, x, y):
    def loss(p):
        pred = x @ p["w"] + p["b"]
        return jnp.mean((pred - y) ** 2)
    l, g = jax.value_and_grad(loss)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, l
