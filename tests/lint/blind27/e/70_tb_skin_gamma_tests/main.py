import numpy as np
import jax.numpy as jnp

from tests import combined_test

rng = np.random.default_rng(70)
infected = rng.uniform(size=(4, 150)) < 0.06
for herd in range(4):
    skin = (infected[herd] & (rng.uniform(size=150) < 0.8)) | (rng.uniform(size=150) < 0.01)
    gamma = (infected[herd] & (rng.uniform(size=150) < 0.9)) | (rng.uniform(size=150) < 0.03)
    # parallel interpretation to clear a breakdown herd, serial to confirm before slaughter
    reactors = combined_test(skin, gamma, rule="parallel")
    confirmed = combined_test(skin, gamma, rule="serial")
    print(f"herd {herd}: parallel reactors {int(reactors.sum())}, serial {int(confirmed.sum())}")
