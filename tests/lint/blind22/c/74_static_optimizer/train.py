import functools

import jax
import jax.numpy as jnp
import optax


def loss_fn(params, x, y):
    logits = x @ params["w"] + params["b"]
    return optax.sigmoid_binary_cross_entropy(logits, y).mean()


@functools.partial(jax.jit, static_argnums=(0,))
def update(tx, params, opt_state, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def optimizer_for_stage(stage):
    lr = 1e-2 * (0.5 ** stage)
    return optax.chain(optax.clip_by_global_norm(1.0), optax.sgd(lr, momentum=0.9))
