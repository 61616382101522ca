import jax
import jax.numpy as jnp
import numpy as np

from ingest import daily_flash_counts, fill_gaps


@jax.jit
def smooth_density(counts, kernel):
    padded = jnp.pad(counts, 1, mode="edge")
    return jax.scipy.signal.convolve2d(padded, kernel, mode="valid")


kernel = jnp.ones((3, 3)) / 9.0
rng = np.random.default_rng(4)
for day in range(6):
    counts = fill_gaps(daily_flash_counts(rng))
    density = smooth_density(counts, kernel)
    print(day, counts.dtype, float(density.max()))
