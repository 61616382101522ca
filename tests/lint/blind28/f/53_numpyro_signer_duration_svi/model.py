import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist


def sign_duration_model(log_dur, n_signs=None):
    mu = numpyro.sample("mu", dist.Normal(-0.5, 1.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(1.0))
    with numpyro.plate("obs", log_dur.shape[0]):
        numpyro.sample("y", dist.Normal(mu, sigma), obs=log_dur)
