import numpy as np
import jax
import jax.numpy as jnp
from baselines import baseline_for


@jax.jit
def fever_flags(rectal_temp, baseline):
    return rectal_temp - baseline > 0.8


rng = np.random.default_rng(94)
for barn in ["barn A", "barn B", "barn A", "barn C"]:
    temps = rng.normal(38.8, 0.5, 10).astype(np.float32)
    flags = fever_flags(temps, baseline_for(barn))
    print(barn, "febrile pigs:", np.flatnonzero(np.asarray(flags)).tolist())
