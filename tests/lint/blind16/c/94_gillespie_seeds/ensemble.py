import jax.numpy as jnp

from ssa import tau_leap


def run_ensemble(model, n0, n_runs, base_seed=1234):
    finals = []
    for r in range(n_runs):
        traj = tau_leap(model, n0, base_seed + r)
        finals.append(traj[-1])
    return jnp.stack(finals)
