import jax
import jax.numpy as jnp


def cox_partial_nll(beta, X, event, l2=0.0):
    eta = X @ beta
    log_risk = jax.lax.cumlogsumexp(eta, reverse=True)
    return -jnp.sum(event * (eta - log_risk)) + l2 * jnp.sum(beta ** 2)


@jax.jit
def gd_fit(beta, X, event, l2=0.0):
    g = jax.grad(cox_partial_nll)

    def body(b, _):
        return b - 0.01 * g(b, X, event, l2), None

    beta, _ = jax.lax.scan(body, beta, None, length=200)
    return beta
