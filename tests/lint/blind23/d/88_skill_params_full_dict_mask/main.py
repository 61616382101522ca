import jax.numpy as jnp
import numpy as np

from afm import SKILLS, N_OPP, empty_session, afm_update

rng = np.random.default_rng(0)
params = {s: {"easiness": jnp.zeros((), jnp.float32), "learn": jnp.full((), 0.1, jnp.float32)} for s in SKILLS}
for session in range(6):
    practised = sorted(rng.choice(SKILLS, size=int(rng.integers(2, 5)), replace=False).tolist())
    data = empty_session()
    for s in practised:
        data[s] = {"opp": jnp.arange(N_OPP, dtype=jnp.float32),
                   "correct": jnp.asarray(rng.random(N_OPP) < 0.6, jnp.float32),
                   "mask": jnp.ones(N_OPP, jnp.float32)}
    params = afm_update(params, 0.0, data, 0.01)
    print(f"session {session}: {practised}")
