import jax
import jax.numpy as jnp


def survival_loss(w, x, minutes_alive):
    pred = jax.nn.softplus(x @ w)
    return jnp.mean((pred - minutes_alive) ** 2)


survival_grad = jax.jit(jax.grad(survival_loss))


def fit_patch(x, t, w, steps=5):
    for _ in range(steps):
        w = w - 0.01 * survival_grad(w, x, t)
    return w
