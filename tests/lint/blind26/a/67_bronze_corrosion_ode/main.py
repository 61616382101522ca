import jax.numpy as jnp

from corrosion import corrosion_state
from inventory import ARTEFACTS

for art in ARTEFACTS:
    depth = corrosion_state(art["years"], jnp.float32(0.01), jnp.float32(art["chloride"]))
    print(art["id"], round(float(depth), 3))
