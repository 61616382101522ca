import jax
import jax.numpy as jnp


@jax.jit
def arma_residuals(y, phi, theta, mu=0.0):
    def body(eps_prev, inputs):
        y_t, y_prev = inputs
        eps = y_t - mu - phi * (y_prev - mu) - theta * eps_prev
        return eps, eps

    y_prev = jnp.concatenate([y[:1], y[:-1]])
    _, eps = jax.lax.scan(body, 0.0, (y, y_prev))
    return eps


def conditional_sse(y, phi, theta, mu=None):
    if mu is None:
        eps = arma_residuals(y, phi, theta)
    else:
        eps = arma_residuals(y, phi, theta, mu)
    return float(jnp.sum(eps ** 2))
