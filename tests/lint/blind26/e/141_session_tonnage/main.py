import jax
import jax.numpy as jnp
import numpy as np

from logbook import sessions


@jax.jit
def session_tonnage(session):
    return {ex: (jnp.sum(load * reps), jnp.max(load * (1 + reps / 30.0))) for ex, (load, reps) in session.items()}


for i, s in enumerate(sessions(np.random.default_rng(76))):
    res = session_tonnage(s)
    print(i, {ex: (round(float(t)), round(float(e), 1)) for ex, (t, e) in res.items() if float(t) > 0})
