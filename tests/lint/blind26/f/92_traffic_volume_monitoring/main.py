import jax
import jax.numpy as jnp
from detectors import detector_days

@jax.jit
def robust_volume_stats(counts):
    daily = jnp.sum(counts, axis=1)
    peak_hour = jnp.nanargmax(jnp.nanmean(counts, axis=0))
    return jnp.nanmean(daily), jnp.nanstd(daily), peak_hour

for day, counts in detector_days(8):
    mean, std, peak = robust_volume_stats(counts)
    print(day, round(float(mean)), int(peak))
