from functools import partial

import jax
import jax.numpy as jnp
import optax


def nelson_siegel(params, tau):
    b0, b1, b2, log_lam = params
    lam = jnp.exp(log_lam)
    x = tau / lam
    f = (1.0 - jnp.exp(-x)) / x
    return b0 + b1 * f + b2 * (f - jnp.exp(-x))


def fit_loss(params, tau, y, l2):
    resid = nelson_siegel(params, tau) - y
    return jnp.mean(resid**2) + l2 * jnp.sum(params[:3] ** 2)


@partial(jax.jit, static_argnums=0)
def update(optimizer, params, opt_state, tau, y, l2):
    loss, grads = jax.value_and_grad(fit_loss)(params, tau, y, l2)
    updates, opt_state = optimizer.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss
