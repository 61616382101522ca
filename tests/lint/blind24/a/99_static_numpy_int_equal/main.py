import numpy as np
import jax.numpy as jnp
from sampling import herd_sample_sensitivity

prev = jnp.linspace(0.01, 0.2, 20)
plan = {"dairy": 30, "beef": np.int64(30), "sheep": int(np.ceil(29.5))}
for species, n in plan.items():
    hse = herd_sample_sensitivity(prev, jnp.float32(0.85), n_sample=n)
    print(f"{species:6s} n={n} ({type(n).__name__}): HSe at 2% prev {float(hse[1]):.3f}")
