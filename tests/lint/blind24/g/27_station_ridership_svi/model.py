import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist


def boardings_model(counts):
    log_rate = numpyro.sample("log_rate", dist.Normal(4.0, 1.0))
    disp = numpyro.sample("disp", dist.HalfNormal(5.0))
    with numpyro.plate("days", counts.shape[0]):
        numpyro.sample("obs", dist.GammaPoisson(disp, disp / jnp.exp(log_rate)), obs=counts)
