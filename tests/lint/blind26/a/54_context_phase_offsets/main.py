import numpy as np
import jax
import jax.numpy as jnp

from phasing import reference_phase

PHASE_START = jnp.array([2600.0, 2350.0, 2100.0, 1850.0, 1600.0])


@jax.jit
def phase_offset(ages, phase_idx):
    return ages - PHASE_START[phase_idx]


rng = np.random.default_rng(8)
for context in range(6):
    sim = rng.uniform(0, 1, size=5) * (0.5 if context % 2 else 1.0)
    idx = reference_phase(sim)
    ages = jnp.asarray(rng.uniform(1500, 2700, size=8).astype(np.float32))
    print(context, idx, float(phase_offset(ages, idx).mean()))
