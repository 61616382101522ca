import numpyro
import numpyro.distributions as dist
import jax.numpy as jnp


def waiting_model(wait_h=None, n=None):
    rate = numpyro.sample("rate", dist.Gamma(2.0, 10.0))
    shape = numpyro.sample("shape", dist.Gamma(2.0, 1.0))
    with numpyro.plate("calls", n if wait_h is None else wait_h.shape[0]):
        numpyro.sample("obs", dist.Gamma(shape, rate), obs=wait_h)


def waiting_guide(wait_h=None, n=None):
    for name, init in (("rate", 0.2), ("shape", 2.0)):
        loc = numpyro.param(f"{name}_loc", jnp.log(init))
        scale = numpyro.param(f"{name}_scale", 0.1, constraint=dist.constraints.positive)
        numpyro.sample(name, dist.LogNormal(loc, scale))
