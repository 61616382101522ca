import jax
import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
from numpyro.infer.util import log_density


def negbin_claims(exposure, claims):
    log_rate = numpyro.param("log_rate", -2.0)
    log_conc = numpyro.param("log_conc", 1.0)
    mean = exposure * jnp.exp(log_rate)
    numpyro.sample("claims", dist.NegativeBinomial2(mean, jnp.exp(log_conc)), obs=claims)


@jax.jit
def nll_and_grad(params, exposure, claims):
    def nll(p):
        ld, _ = log_density(negbin_claims, (exposure, claims), {}, p)
        return -ld / claims.shape[0]
    return jax.value_and_grad(nll)(params)
