import functools

import jax
import jax.numpy as jnp
import optax


def loss_fn(params, x, y):
    h = jnp.tanh(x @ params["w1"])
    return jnp.mean((h @ params["w2"] - y) ** 2)


@functools.lru_cache(maxsize=None)
def get_train_step(lr):
    tx = optax.inject_hyperparams(optax.adamw)(learning_rate=lr, weight_decay=0.0)

    @jax.jit
    def train_step(params, opt_state, x, y):
        loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
        updates, opt_state = tx.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    return tx, train_step
