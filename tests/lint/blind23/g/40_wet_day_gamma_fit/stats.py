import jax
import jax.numpy as jnp
import numpyro.distributions as dist


@jax.jit
def masked_gamma_nll(theta, amounts, wet):
    d = dist.Gamma(jnp.exp(theta[0]), jnp.exp(theta[1]))
    lp = d.log_prob(jnp.where(wet, amounts, 1.0))
    return -jnp.sum(jnp.where(wet, lp, 0.0))


@jax.jit
def fit_month(theta, amounts, wet):
    def body(_, th):
        return th - 0.01 * jax.grad(masked_gamma_nll)(th, amounts, wet)

    return jax.lax.fori_loop(0, 40, body, theta)
