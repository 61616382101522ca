import jax
import jax.numpy as jnp

from ssa import tau_leap


def run_ensemble(model, n0, n_runs, base_seed=1234):
    keys = jax.random.split(jax.random.PRNGKey(base_seed), n_runs)
    finals = []
    for r in range(n_runs):
        traj = tau_leap(model, n0, keys[r])
        finals.append(traj[-1])
    return jnp.stack(finals)
