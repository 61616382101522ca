import numpyro
import numpyro.distributions as dist
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoDiagonalNormal
import optax
import jax


def demand_model(temp, weekday, valid, load=None):
    base = numpyro.sample("base", dist.Normal(1.0, 1.0))
    beta_t = numpyro.sample("beta_t", dist.Normal(0.0, 0.5))
    beta_w = numpyro.sample("beta_w", dist.Normal(0.0, 0.5))
    sigma = numpyro.sample("sigma", dist.HalfNormal(0.5))
    mu = base + beta_t * (temp - 18.0) ** 2 / 100.0 + beta_w * weekday
    with numpyro.plate("day", temp.shape[0]), numpyro.handlers.mask(mask=valid):
        numpyro.sample("load", dist.Normal(mu, sigma), obs=load)


svi = SVI(demand_model, AutoDiagonalNormal(demand_model), optax.adam(0.03), Trace_ELBO())


@jax.jit
def elbo_step(state, temp, weekday, valid, load):
    return svi.update(state, temp, weekday, valid, load)
