import numpy as np
import jax.numpy as jnp
from retro import peel_estimate

rng = np.random.default_rng(84)
log_index = jnp.asarray(2.5 - 0.04 * np.arange(30) + rng.normal(0, 0.15, 30), dtype=jnp.float32)
peels = ["2024", "2023", "2022", "2021", "2020"]
for peel, label in enumerate(peels):
    print(label, round(float(jnp.exp(peel_estimate(log_index, peel))), 3))
