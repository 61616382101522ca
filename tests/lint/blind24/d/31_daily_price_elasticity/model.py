import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist


def sellthrough_model(price_idx, units=None):
    log_rate = numpyro.sample("log_rate", dist.Normal(1.5, 1.0))
    elasticity = numpyro.sample("elasticity", dist.Normal(-1.0, 0.5))
    rate = jnp.exp(log_rate + elasticity * price_idx)
    with numpyro.plate("tx", price_idx.shape[0]):
        numpyro.sample("units", dist.Poisson(rate), obs=units)


def guide(price_idx, units=None):
    for name, init in (("log_rate", 1.5), ("elasticity", -1.0)):
        loc = numpyro.param(f"{name}_loc", init)
        scale = numpyro.param(f"{name}_scale", 0.3, constraint=dist.constraints.positive)
        numpyro.sample(name, dist.Normal(loc, scale))
