import numpy as np
import jax
import jax.numpy as jnp
from register import HerdRegister


@jax.jit
def predicted_liveweight(birth_weight, age_days):
    return birth_weight + 0.85 * age_days * jnp.exp(-age_days / 900.0)


rng = np.random.default_rng(90)
herd = HerdRegister(rng)
for month in range(6):
    herd.advance(30)
    herd.register_births(int(rng.integers(0, 4)))
    lw = predicted_liveweight(*herd.arrays)
    print(f"month {month}: {lw.shape[0]} head, total liveweight {float(lw.sum())/1000:.1f} t")
