import jax
import jax.numpy as jnp


def svensson_like(params, t):
    b0, b1, b2, log_tau = params
    x = t / jnp.exp(log_tau)
    f1 = (1 - jnp.exp(-x)) / x
    return b0 + b1 * f1 + b2 * (f1 - jnp.exp(-x))


@jax.jit
def fit_curve(params, tenors, yields, weights, n_iter=200, lr=0.002):
    def loss(p):
        err = svensson_like(p, tenors) - yields
        return 1e4 * jnp.sum(weights * err**2) / jnp.sum(weights)

    def body(p, _):
        g = jax.grad(loss)(p)
        return p - lr * g / (1.0 + jnp.linalg.norm(g)), None

    params, _ = jax.lax.scan(body, params, None, length=n_iter)
    return params, loss(params)
