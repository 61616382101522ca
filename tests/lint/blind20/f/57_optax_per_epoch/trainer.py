from functools import partial

import jax
import jax.numpy as jnp
import optax


def forward(params, x):
    return jnp.tanh(x @ params["w1"]) @ params["w2"]


@partial(jax.jit, static_argnums=(3,))
def fit_batch(params, opt_state, batch, tx):
    x, y = batch
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((forward(p, x) - y) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def optimizer_for_epoch(epoch, base_lr=3e-3):
    return optax.adamw(base_lr * 0.5 ** epoch, weight_decay=1e-4)
