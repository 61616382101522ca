from functools import partial

import jax
import jax.numpy as jnp
import optax


def mse_decoder_loss(params, X, Y):
    pred = jnp.tanh(X @ params["W1"]) @ params["W2"]
    return ((pred - Y) ** 2).mean()


@partial(jax.jit, static_argnums=0)
def train_step(optimizer, params, opt_state, X, Y):
    loss, grads = jax.value_and_grad(mse_decoder_loss)(params, X, Y)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def make_optimizer(lr):
    return optax.adam(lr)
