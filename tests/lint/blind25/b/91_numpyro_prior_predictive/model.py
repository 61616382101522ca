import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist


def pk_model(t, dose, conc=None):
    log_cl = numpyro.sample("log_cl", dist.Normal(jnp.log(5.0), 0.3))
    log_v = numpyro.sample("log_v", dist.Normal(jnp.log(40.0), 0.2))
    sigma = numpyro.sample("sigma", dist.HalfNormal(0.2))
    pred = dose / jnp.exp(log_v) * jnp.exp(-jnp.exp(log_cl - log_v) * t)
    numpyro.sample("conc", dist.LogNormal(jnp.log(pred), sigma), obs=conc)
