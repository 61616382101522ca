from functools import partial

import jax
import jax.numpy as jnp
import optax


def poisson_nll(w, x, y):
    log_rate = x @ w
    return jnp.mean(jnp.exp(log_rate) - y * log_rate) + 1e-2 * jnp.sum(w ** 2)


@partial(jax.jit, static_argnums=0)
def fit_step(optimizer, w, opt_state, x, y):
    loss, grads = jax.value_and_grad(poisson_nll)(w, x, y)
    updates, opt_state = optimizer.update(grads, opt_state, w)
    return optax.apply_updates(w, updates), opt_state, loss


def fit(optimizer, x, y, steps=5):
    w = jnp.zeros(x.shape[1])
    opt_state = optimizer.init(w)
    for _ in range(steps):
        w, opt_state, loss = fit_step(optimizer, w, opt_state, x, y)
    return w
