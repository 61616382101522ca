import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist


def fish_counts_model(effort, temp, counts=None):
    a = numpyro.sample("a", dist.Normal(0.0, 2.0))
    b = numpyro.sample("b", dist.Normal(0.0, 1.0))
    phi = numpyro.sample("phi", dist.HalfNormal(5.0))
    mu = jnp.exp(a + b * temp) * effort
    with numpyro.plate("surveys", effort.shape[0]):
        numpyro.sample("y", dist.NegativeBinomial2(mu, phi), obs=counts)
