import jax
import jax.numpy as jnp


def weibull_nll(params, t):
    log_k, log_lam = params[0], params[1]
    k, lam = jnp.exp(log_k), jnp.exp(log_lam)
    z = t / lam
    return -jnp.sum(jnp.log(k) - jnp.log(lam) + (k - 1) * jnp.log(z) - z**k)


@jax.jit
def newton_step(params, t, damping=0.5):
    params = jnp.asarray(params)
    g = jax.grad(weibull_nll)(params, t)
    H = jax.hessian(weibull_nll)(params, t)
    return params - damping * jnp.linalg.solve(H + 1e-3 * jnp.eye(2), g)
