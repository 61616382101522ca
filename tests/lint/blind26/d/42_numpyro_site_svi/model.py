import numpyro
import numpyro.distributions as dist
import jax.numpy as jnp


def iop_response_model(baseline, reduction=None):
    # % IOP reduction after SLT as a function of baseline IOP
    a = numpyro.sample("a", dist.Normal(20.0, 10.0))
    b = numpyro.sample("b", dist.Normal(0.0, 2.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(10.0))
    with numpyro.plate("eyes", baseline.shape[0]):
        numpyro.sample("reduction", dist.Normal(a + b * (baseline - 22.0), sigma), obs=reduction)


def guide(baseline, reduction=None):
    loc = numpyro.param("loc", jnp.array([20.0, 0.0]))
    scale = numpyro.param("scale", jnp.array([1.0, 0.5]), constraint=dist.constraints.positive)
    numpyro.sample("a", dist.Normal(loc[0], scale[0]))
    numpyro.sample("b", dist.Normal(loc[1], scale[1]))
    s_loc = numpyro.param("s_loc", 1.5)
    numpyro.sample("sigma", dist.LogNormal(s_loc, 0.2))
