from functools import partial

import jax
import jax.numpy as jnp
import optax


def logreg_loss(params, x, y):
    logits = x @ params["w"] + params["b"]
    return optax.sigmoid_binary_cross_entropy(logits, y).mean()


@partial(jax.jit, static_argnames=("tx",))
def train_step(params, opt_state, x, y, tx):
    loss, grads = jax.value_and_grad(logreg_loss)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def fit(x, y, tx, steps=5):
    params = {"w": jnp.zeros(x.shape[1]), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    for _ in range(steps):
        params, opt_state, loss = train_step(params, opt_state, x, y, tx=tx)
    return params, float(loss)
