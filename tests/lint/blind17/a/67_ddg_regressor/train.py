from functools import partial

import jax
import jax.numpy as jnp
import optax

tx = optax.adam(1e-3)


@partial(jax.jit, static_argnums=(0,))
def train_step(model, params, opt_state, x, y, key):
    def loss_fn(p):
        pred = model.apply(p, x, train=True, rngs={"dropout": key})
        return jnp.mean((pred - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss

