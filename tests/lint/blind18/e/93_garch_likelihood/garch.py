import jax
import jax.numpy as jnp


def unpack(theta):
    omega = jax.nn.softplus(theta[0]) * 1e-5
    alpha = jax.nn.sigmoid(theta[1]) * 0.3
    beta = jax.nn.sigmoid(theta[2]) * 0.95
    return omega, alpha, beta


def garch_nll(theta, r):
    omega, alpha, beta = unpack(theta)

    def step(h, x):
        h_next = omega + alpha * x ** 2 + beta * h
        return h_next, 0.5 * (jnp.log(h) + x ** 2 / h)

    _, nll = jax.lax.scan(step, jnp.var(r), r)
    return jnp.sum(nll)
