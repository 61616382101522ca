import jax
import jax.numpy as jnp

from buoy import SnowBuoyFeed


@jax.jit
def recent_accumulation(snowfall):
    weights = jnp.exp(-jnp.arange(snowfall.shape[0])[::-1] / 7.0)
    return jnp.sum(snowfall * weights), jnp.sum(snowfall)


feed = SnowBuoyFeed()
for week in range(6):
    window = feed.receive(7)
    weighted, total = recent_accumulation(window)
    print(f"week {week + 1}: last {window.size} days snowfall {float(total):.3f} m (recency-weighted {float(weighted):.3f})")
