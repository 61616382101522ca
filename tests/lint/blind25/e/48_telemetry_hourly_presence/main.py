import numpy as np
import jax
import jax.numpy as jnp
from binning import hourly_counts

@jax.jit
def hourly_residency(counts):
    present = (counts > 0).astype(jnp.float32)
    runs = jnp.convolve(present, jnp.ones(3), mode="same")
    return jnp.mean(present), jnp.max(runs)

rng = np.random.default_rng(32)
for r in range(6):
    n = int(rng.integers(5, 30))
    times = np.sort(rng.uniform(0, 48, n))
    frac, run = hourly_residency(hourly_counts(times))
    print(f"RX{r:02d}", n, round(float(frac), 3), float(run))
