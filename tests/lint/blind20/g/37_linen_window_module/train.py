import functools

import jax
import jax.numpy as jnp
import optax

tx = optax.adam(1e-3)


@functools.partial(jax.jit, static_argnums=0)
def train_step(model, params, opt_state, pts, target):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, pts) - target) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
