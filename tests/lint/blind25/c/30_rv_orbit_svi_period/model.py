import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist


def rv_model(t, period, rv=None):
    k = numpyro.sample("K", dist.HalfNormal(50.0))
    gamma = numpyro.sample("gamma", dist.Normal(0.0, 30.0))
    phi = numpyro.sample("phi", dist.Uniform(0.0, 2 * jnp.pi))
    jitter = numpyro.sample("jitter", dist.HalfNormal(2.0))
    mu = gamma + k * jnp.sin(2 * jnp.pi * t / period + phi)
    numpyro.sample("obs", dist.Normal(mu, jnp.sqrt(1.0 + jitter ** 2)), obs=rv)
