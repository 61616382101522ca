import jax.numpy as jnp

from emulator import rollout

CHUNK = 8


def long_rollout(weights, x0, forcing):
    x = x0
    outs = []
    for s in range(0, len(forcing), CHUNK):
        x, traj = rollout(weights, x, forcing[s:s + CHUNK])
        outs.append(traj)
    return jnp.concatenate(outs)
