import numpy as np
import jax
import jax.numpy as jnp
import numpyro
import numpyro.distributions as dist
from numpyro.infer import SVI, Trace_ELBO
from numpyro.infer.autoguide import AutoDelta
import optax


def loom_model(area, counts=None):
    a = numpyro.sample("a", dist.Normal(0.0, 2.0))
    b = numpyro.sample("b", dist.Normal(0.0, 1.0))
    with numpyro.plate("houses", area.shape[0]):
        numpyro.sample("weights", dist.Poisson(jnp.exp(a + b * area)), obs=counts)


svi = SVI(loom_model, AutoDelta(loom_model), optax.adam(0.05), Trace_ELBO())


@jax.jit
def elbo_step(state, area, counts):
    return svi.update(state, area, counts)


rng = np.random.default_rng(0)
area = rng.normal(size=128).astype(np.float32)
counts = rng.poisson(np.exp(1.5 + 0.4 * area)).astype(np.float32)
state = svi.init(jax.random.PRNGKey(0), area[:32], counts[:32])
for epoch in range(4):
    order = rng.permutation(128)
    for s in range(0, 128, 32):
        idx = order[s:s + 32]
        state, loss = elbo_step(state, area[idx], counts[idx])
print({k: round(float(v), 2) for k, v in svi.get_params(state).items()})
