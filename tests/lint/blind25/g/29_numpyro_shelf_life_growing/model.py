import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist


def spoilage_model(day, log_cfu=None):
    n0 = numpyro.sample("n0", dist.Normal(3.0, 1.0))
    rate = numpyro.sample("rate", dist.LogNormal(-1.0, 0.5))
    sigma = numpyro.sample("sigma", dist.HalfNormal(0.5))
    with numpyro.plate("obs", day.shape[0]):
        numpyro.sample("y", dist.Normal(n0 + rate * day, sigma), obs=log_cfu)
