import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist


def hierarchical_frequency(territory, exposure, claims=None, n_territories=10):
    mu = numpyro.sample("mu", dist.Normal(-2.0, 1.0))
    tau = numpyro.sample("tau", dist.HalfNormal(0.5))
    with numpyro.plate("territories", n_territories):
        z = numpyro.sample("z", dist.Normal(0.0, 1.0))
    log_rate = mu + tau * z[territory]
    with numpyro.plate("policies", exposure.shape[0]):
        numpyro.sample("claims", dist.Poisson(exposure * jnp.exp(log_rate)), obs=claims)
