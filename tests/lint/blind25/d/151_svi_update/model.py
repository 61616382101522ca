import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist

def settlement_model(amounts=None, n=None):
    mu = numpyro.sample("mu", dist.Normal(10.0, 2.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(1.0))
    with numpyro.plate("cases", n if amounts is None else amounts.shape[0]):
        numpyro.sample("obs", dist.LogNormal(mu, sigma), obs=amounts)
