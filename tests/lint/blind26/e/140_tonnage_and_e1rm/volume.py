import jax
import jax.numpy as jnp


@jax.jit
def tonnage_and_e1rm(session):
    out = {}
    for ex, (load, reps) in session.items():
        out[ex] = (jnp.sum(load * reps), jnp.max(load * (1 + reps / 30.0)))
    return out
