import jax
import jax.numpy as jnp
import numpy as np
from legs import rotation_legs


@jax.jit
def add_leg_fuel(total_kg, block_min, burn_kg_min):
    taxi = 12.0 * 11.0
    return total_kg + block_min * burn_kg_min + taxi


rng = np.random.default_rng(89)
for tail in ["N101AA", "N102AA", "N103AA"]:
    total = 0
    for leg in rotation_legs(rng):
        total = add_leg_fuel(total, leg["block_min"], leg["burn_kg_min"])
    print(tail, f"daily fuel {float(total):.0f} kg")
