import jax
import jax.numpy as jnp
import numpy as np

from trial_store import TrialStore


@jax.jit
def com_excursion(com_xyz):
    centred = com_xyz - jnp.mean(com_xyz, axis=0)
    return jnp.max(centred, axis=0) - jnp.min(centred, axis=0)


store = TrialStore(np.random.default_rng(50))
for trial_id in [1, 2, 3, 1, 4, 3, 5, 6]:
    ex = com_excursion(store.get(trial_id))
    print(trial_id, np.round(np.asarray(ex), 3))
