from functools import partial

import jax
import jax.numpy as jnp
import optax


def init_params(key, n_features):
    return {"w": 0.01 * jax.random.normal(key, (n_features,)), "b": jnp.zeros(())}


def logistic_loss(params, x, y):
    logits = x @ params["w"] + params["b"]
    return jnp.mean(optax.sigmoid_binary_cross_entropy(logits, y))


@partial(jax.jit, static_argnames=("tx",))
def train_step(params, opt_state, x, y, tx):
    loss, grads = jax.value_and_grad(logistic_loss)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def fit(params, x, y, tx, n_steps):
    opt_state = tx.init(params)
    for _ in range(n_steps):
        params, opt_state, loss = train_step(params, opt_state, x, y, tx=tx)
    return params, float(loss)
