from functools import partial

import jax
import jax.numpy as jnp
import optax


def init_params(key, n_in):
    return {"w": 0.01 * jax.random.normal(key, (n_in,)), "b": jnp.zeros(())}


def loss_fn(params, x, y):
    logits = x @ params["w"] + params["b"]
    return optax.sigmoid_binary_cross_entropy(logits, y).mean()


@partial(jax.jit, static_argnums=(4,))
def train_step(params, opt_state, x, y, tx):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def make_optimizer(lr, weight_decay):
    return optax.chain(optax.clip_by_global_norm(1.0), optax.adamw(lr, weight_decay=weight_decay))


def fit_fold(key, x, y, lr, weight_decay, epochs):
    params = init_params(key, x.shape[1])
    tx = make_optimizer(lr, weight_decay)
    opt_state = tx.init(params)
    for _ in range(epochs):
        params, opt_state, loss = train_step(params, opt_state, x, y, tx)
    return params, float(loss)
