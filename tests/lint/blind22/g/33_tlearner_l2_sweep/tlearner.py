import functools

import jax
import jax.numpy as jnp


def ridge_loss(w, x, y, sw, l2):
    return jnp.sum(sw * (x @ w - y) ** 2) / jnp.sum(sw) + l2 * jnp.sum(w ** 2)


def fit_arm(x, y, sw, l2, steps=20, lr=0.1):
    step = jax.jit(functools.partial(_gd_step, l2=l2, lr=lr))
    w = jnp.zeros(x.shape[1])
    for _ in range(steps):
        w = step(w, x, y, sw)
    return w


def _gd_step(w, x, y, sw, l2, lr):
    return w - lr * jax.grad(ridge_loss)(w, x, y, sw, l2)


def uplift(w_treat, w_ctrl, x):
    return x @ w_treat - x @ w_ctrl
