import jax
import jax.numpy as jnp
from detectors import DetectorFeed

@jax.jit
def corridor_volume_stats(counts):
    daily = counts.sum(axis=1)
    peak_hour = jnp.argmax(counts.mean(axis=0))
    return daily.mean(), daily.std(), peak_hour

for day, counts in DetectorFeed(days=8):
    mean, std, peak = corridor_volume_stats(counts)
    print(day, counts.shape[0], round(float(mean)), int(peak))
