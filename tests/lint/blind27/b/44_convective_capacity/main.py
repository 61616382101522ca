import jax
import jax.numpy as jnp
import numpy as np
from weather import vil_tile, airspace_mask


@jax.jit
def usable_capacity(vil, open_mask):
    blocked = vil > 12.0  # level-3+ convection
    usable = jnp.where(open_mask, ~blocked, False)
    return jnp.mean(usable)


rng = np.random.default_rng(44)
for hour in range(8):
    cap = usable_capacity(vil_tile(rng), airspace_mask(rng, hour))
    print(f"{hour:02d}Z usable fraction {float(cap):.3f}")
