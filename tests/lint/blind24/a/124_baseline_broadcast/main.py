import numpy as np
import jax
import jax.numpy as jnp
from baselines import baseline_for


@jax.jit
def goat_fever_flags(temp, baseline):
    return temp - baseline > 0.7


rng = np.random.default_rng(95)
for pen in ["pen 1", "pen 2", "pen 1", "pen 3"]:
    temps = rng.normal(39.3, 0.5, 8).astype(np.float32)
    flags = goat_fever_flags(temps, baseline_for(pen))
    print(pen, "febrile goats:", np.flatnonzero(np.asarray(flags)).tolist())
