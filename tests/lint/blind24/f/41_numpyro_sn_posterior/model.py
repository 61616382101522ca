import numpyro
import numpyro.distributions as dist
import jax.numpy as jnp


def basquin(log_s, log_n=None):
    a = numpyro.sample("a", dist.Normal(12.0, 2.0))
    m = numpyro.sample("m", dist.Normal(3.0, 1.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(0.5))
    mu = a - m * log_s
    numpyro.sample("obs", dist.Normal(mu, sigma), obs=log_n)
