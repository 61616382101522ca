from functools import partial

import jax
import jax.numpy as jnp
import optax


def make_optimizer(lr, clip):
    return optax.chain(optax.clip_by_global_norm(clip), optax.adam(lr))


def loss_fn(w, x, y):
    logits = x @ w
    return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()


@partial(jax.jit, static_argnums=(0,))
def train_step(tx, w, opt_state, x, y):
    loss, g = jax.value_and_grad(loss_fn)(w, x, y)
    updates, opt_state = tx.update(g, opt_state, w)
    return optax.apply_updates(w, updates), opt_state, loss
