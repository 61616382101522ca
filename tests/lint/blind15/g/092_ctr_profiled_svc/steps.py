from functools import partial

import jax
import jax.numpy as jnp
import optax

tx = optax.sgd(0.5)


@partial(jax.jit, static_argnames=("tag",))
def train_step(params, opt_state, x, y, tag):
    with jax.named_scope(tag):
        def loss_fn(p):
            return optax.sigmoid_binary_cross_entropy(x @ p["w"] + p["b"], y).mean()

        loss, grads = jax.value_and_grad(loss_fn)(params)
        updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss
