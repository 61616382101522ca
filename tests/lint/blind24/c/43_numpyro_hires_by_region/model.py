import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist


def monthly_hires(month_idx, hires=None):
    base = numpyro.sample("base", dist.Normal(2.0, 1.0))
    trend = numpyro.sample("trend", dist.Normal(0.0, 0.1))
    season = numpyro.sample("season", dist.Normal(0.0, 0.5))
    rate = jnp.exp(base + trend * month_idx / 12.0 + season * jnp.sin(2 * jnp.pi * month_idx / 12.0))
    with numpyro.plate("months", month_idx.shape[0]):
        numpyro.sample("obs", dist.Poisson(rate), obs=hires)
