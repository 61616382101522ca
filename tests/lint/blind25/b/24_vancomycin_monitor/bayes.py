import jax
import jax.numpy as jnp

PRIOR_MU = jnp.array([1.6, 3.4], jnp.float32)
PRIOR_SD = jnp.array([0.3, 0.2], jnp.float32)


def log_post(eta, times, levels, dose):
    cl, v = jnp.exp(eta[0]), jnp.exp(eta[1])
    pred = dose / v * jnp.exp(-cl / v * times)
    ll = -0.5 * jnp.sum(((jnp.log(levels) - jnp.log(pred)) / 0.2) ** 2)
    lp = -0.5 * jnp.sum(((eta - PRIOR_MU) / PRIOR_SD) ** 2)
    return ll + lp


@jax.jit
def posterior_mode(times, levels, dose):
    eta = PRIOR_MU
    g = jax.grad(log_post)
    for _ in range(30):
        eta = eta + 0.005 * g(eta, times, levels, dose)
    return eta
