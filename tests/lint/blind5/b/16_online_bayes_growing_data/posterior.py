import jax
import jax.numpy as jnp


@jax.jit
def laplace_logistic(x, y, prior_prec):
    """Laplace approximation for Bayesian logistic regression (a few Newton steps)."""
    w = jnp.zeros(x.shape[1])

    def newton(w, _):
        p = jax.nn.sigmoid(x @ w)
        g = x.T @ (y - p) - prior_prec * w
        h = -(x.T * (p * (1 - p))) @ x - prior_prec * jnp.eye(x.shape[1])
        return w - jnp.linalg.solve(h, g), None

    w, _ = jax.lax.scan(newton, w, None, length=8)
    p = jax.nn.sigmoid(x @ w)
    cov = jnp.linalg.inv((x.T * (p * (1 - p))) @ x + prior_prec * jnp.eye(x.shape[1]))
    return w, cov
