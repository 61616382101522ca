from functools import partial

import jax
import jax.numpy as jnp
import optax

tx = optax.adam(5e-3)


@partial(jax.jit, static_argnames=("model",))
def train_step(params, opt_state, x, y, key, model):
    def loss_fn(p):
        pred = model.apply({"params": p}, x, rngs={"noise": key})
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
