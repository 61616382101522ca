import jax.numpy as jnp
import numpy as np

from column import banded_melt
from sweep import ARCH, TRIALS

day = np.arange(90)
sw = jnp.asarray(250 + 60 * np.sin(np.pi * day / 90), jnp.float32)
snow = np.clip(1 - day / 30.0, 0, 1)
pond = np.clip((day - 20) / 150.0, 0, 0.35)
frac = jnp.asarray(np.stack([snow, 1 - snow - pond, pond]), jnp.float32)
for trial in TRIALS:
    melt = banded_melt(sw, frac, trial["albedo"], arch=ARCH)
    print(trial["albedo"], f"melt {float(melt):.2f} m")
