import numpyro
import numpyro.distributions as dist
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoNormal
import optax
import jax
import jax.numpy as jnp


def price_model(load, gas, price=None):
    a = numpyro.sample("a", dist.Normal(0.0, 50.0))
    b = numpyro.sample("b", dist.Normal(0.0, 10.0))
    c = numpyro.sample("c", dist.Normal(0.0, 10.0))
    sigma = numpyro.sample("sigma", dist.HalfNormal(10.0))
    mu = a + b * load + c * gas
    with numpyro.plate("days", load.shape[0]):
        numpyro.sample("price", dist.Normal(mu, sigma), obs=price)


guide = AutoNormal(price_model)
svi = SVI(price_model, guide, optax.adam(0.05), Trace_ELBO())


@jax.jit
def svi_step(state, load, gas, price):
    return svi.update(state, load, gas, price)
