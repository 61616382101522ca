import numpy as np
import jax.numpy as jnp
from model import OocystLitterModel

rng = np.random.default_rng(79)
for house in ["house 1", "house 2", "house 3", "house 4"]:
    infected = np.clip(np.cumsum(rng.uniform(0, 0.02, 42)), 0, 1).astype(np.float32)
    loads = OocystLitterModel().grow_out(infected, jnp.float32(18.0))
    print(f"{house}: peak oocysts/g {float(loads.max()):.3g}")
