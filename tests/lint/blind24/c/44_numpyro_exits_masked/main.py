import jax
import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoDiagonalNormal
from data import load_regions, padded_history


def exits_model(t, mask, exits=None):
    level = numpyro.sample("level", dist.Normal(1.5, 1.0))
    slope = numpyro.sample("slope", dist.Normal(0.0, 0.2))
    with numpyro.plate("month", t.shape[0]), numpyro.handlers.mask(mask=mask):
        numpyro.sample("exits", dist.Poisson(jnp.exp(level + slope * t / 12.0)), obs=exits)


guide = AutoDiagonalNormal(exits_model)
svi = SVI(exits_model, guide, numpyro.optim.Adam(0.05), Trace_ELBO())


@jax.jit
def exits_svi_step(state, t, mask, exits):
    return svi.update(state, t, mask, exits)


for seed, (region, exits) in enumerate(load_regions().items()):
    t, y, mask = padded_history(exits)
    state = svi.init(jax.random.PRNGKey(seed), t, mask, y)
    for _ in range(60):
        state, loss = exits_svi_step(state, t, mask, y)
    print(region, len(exits), round(float(loss), 2))
