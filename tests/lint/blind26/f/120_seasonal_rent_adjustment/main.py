import jax
import jax.numpy as jnp
import numpy as np
from calendar_utils import month_index

@jax.jit
def deseasonalize(rents, factors, month):
    return rents / factors[month]

rng = np.random.default_rng(0)
factors = jnp.asarray(1.0 + 0.04 * np.sin(2 * np.pi * np.arange(12) / 12), dtype=jnp.float32)
listings = [rng.uniform(1200, 2400, 50).astype(np.float32) for _ in range(12)]
adjusted = [float(deseasonalize(listings[m], factors, month_index(m)).mean()) for m in range(12)]
peak = np.argmax([l.mean() for l in listings])
print("peak", int(peak), float(deseasonalize(listings[peak], factors, month_index(peak)).mean()))
print(np.round(adjusted, 1))
