import jax
import jax.numpy as jnp
import numpy as np

@jax.jit
def seasonal_adjust(rents, factors, month):
    return rents / factors[month]

rng = np.random.default_rng(0)
factors = jnp.asarray(1.0 + 0.04 * np.sin(2 * np.pi * np.arange(12) / 12), dtype=jnp.float32)
listings = [rng.uniform(1200, 2400, 50).astype(np.float32) for _ in range(12)]
adjusted = []
for month in range(12):
    adjusted.append(float(seasonal_adjust(listings[month], factors, month).mean()))
peak = np.argmax([l.mean() for l in listings])
print("peak month", int(peak), float(seasonal_adjust(listings[peak], factors, peak).mean()))
print(np.round(adjusted, 1))
