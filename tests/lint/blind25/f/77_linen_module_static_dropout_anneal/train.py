from functools import partial

import jax
import jax.numpy as jnp
import optax

tx = optax.adam(3e-3)


@partial(jax.jit, static_argnums=(0,))
def step(module, params, opt_state, x, y, key):
    def loss_fn(p):
        pred = module.apply(p, x, rngs={"dropout": key})
        return jnp.mean((pred - y) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
