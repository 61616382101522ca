import numpy as np
import jax.numpy as jnp

from usewear import UseWearAnalyser

rng = np.random.default_rng(2)
analyser = UseWearAnalyser()
for tool in range(5):
    micrograph = jnp.asarray(rng.uniform(size=(48, 48)).astype(np.float32))
    print(f"tool {tool}: {analyser.polish_index(micrograph):.4f}")
