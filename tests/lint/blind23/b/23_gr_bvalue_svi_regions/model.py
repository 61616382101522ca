import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist


def gutenberg_richter(mags, mc):
    b = numpyro.sample("b", dist.LogNormal(0.0, 0.3))
    beta = b * jnp.log(10.0)
    with numpyro.plate("events", mags.shape[0]):
        numpyro.sample("m", dist.Exponential(beta), obs=mags - mc)


def guide(mags, mc):
    loc = numpyro.param("b_loc", 0.0)
    scale = numpyro.param("b_scale", 0.1, constraint=dist.constraints.positive)
    numpyro.sample("b", dist.LogNormal(loc, scale))
