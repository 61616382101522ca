import jax.numpy as jnp
import numpy as np

from column import summer_melt
from sweep_config import GRID, trial_settings

day = np.arange(90)
sw = jnp.asarray(250 + 60 * np.sin(np.pi * day / 90), jnp.float32)
pond = jnp.asarray(np.clip((day - 20) / 150.0, 0, 0.35), jnp.float32)
snow = jnp.asarray(np.clip(1 - day / 30.0, 0, 1), jnp.float32)
for override in GRID:
    melt = summer_melt(sw, pond, snow, settings=trial_settings(override))
    print(override, f"surface melt {float(melt):.2f} m")
