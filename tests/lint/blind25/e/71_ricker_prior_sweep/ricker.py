import jax
import jax.numpy as jnp

def ricker_nll(theta, ssb, log_r, prior_sd):
    pred = theta[0] + jnp.log(ssb) - jnp.exp(theta[1]) * ssb
    return jnp.sum((log_r - pred) ** 2) + jnp.sum(theta ** 2) / prior_sd ** 2

def fit_one(prior_sd, ssb, log_r):
    theta = jnp.zeros(2)
    def body(th, _):
        return th - 1e-3 * jax.grad(ricker_nll)(th, ssb, log_r, prior_sd), None
    theta, _ = jax.lax.scan(body, theta, None, length=200)
    return theta

@jax.jit
def fit_sweep(prior_sds, ssb, log_r):
    return jax.vmap(fit_one, in_axes=(0, None, None))(prior_sds, ssb, log_r)
