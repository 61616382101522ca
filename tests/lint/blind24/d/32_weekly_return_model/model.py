import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
from numpyro import handlers

MAX_ORDERS = 64


def return_model(size_gap, valid, returned=None):
    a = numpyro.sample("a", dist.Normal(-1.0, 1.0))
    b = numpyro.sample("b", dist.HalfNormal(2.0))
    logits = a + b * size_gap ** 2
    with numpyro.plate("orders", MAX_ORDERS), handlers.mask(mask=valid):
        numpyro.sample("returned", dist.Bernoulli(logits=logits), obs=returned)


def guide(size_gap, valid, returned=None):
    a_loc = numpyro.param("a_loc", -1.0)
    b_loc = numpyro.param("b_loc", 0.5, constraint=dist.constraints.positive)
    numpyro.sample("a", dist.Normal(a_loc, 0.1))
    numpyro.sample("b", dist.LogNormal(jnp.log(b_loc), 0.1))
