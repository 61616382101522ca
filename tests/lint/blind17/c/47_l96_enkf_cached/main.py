import jax
import jax.numpy as jnp

from enkf import enkf_update
from l96 import Lorenz96

model = Lorenz96()
key = jax.random.PRNGKey(0)
truth = 8.0 + jax.random.normal(key, (model.n,))
ens = truth + jax.random.normal(jax.random.PRNGKey(1), (20, model.n))
obs_idx = jnp.arange(0, model.n, 2)

for cycle in range(6):
    truth = model.propagate(truth)
    ens = model.propagate(ens)
    key, k_obs, k_upd = jax.random.split(key, 3)
    y = truth[obs_idx] + jax.random.normal(k_obs, obs_idx.shape)
    ens = enkf_update(ens, y, obs_idx, 1.0, k_upd)
    print(cycle, float(jnp.sqrt(jnp.mean((ens.mean(0) - truth) ** 2))))
