import numpy as np
import jax.numpy as jnp
from sim import avian_flu_flock

finals = []
for rep in range(6):
    cases = avian_flu_flock(jnp.float32(0.0004), jnp.float32(2000.0), seed=100 + rep)
    finals.append(int(cases.sum()))
print("outbreak sizes over replicates", finals, "mean", np.mean(finals))
