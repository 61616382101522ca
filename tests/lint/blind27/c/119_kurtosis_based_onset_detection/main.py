import jax
import jax.numpy as jnp
import numpy as np

WIN = 1000


@jax.jit
def window_kurtosis(trace, start):
    w = jax.lax.dynamic_slice(trace, (start,), (WIN,))
    x = w - w.mean()
    return jnp.mean(x ** 4) / (jnp.mean(x ** 2) ** 2 + 1e-12)


rng = np.random.default_rng(119)
day = jnp.asarray(rng.normal(size=10_000), jnp.float32)
day = day.at[4_200:4_260].add(8.0 * jnp.asarray(rng.normal(size=60), jnp.float32))
hits = [s for s in range(0, day.shape[0] - WIN + 1, 500) if float(window_kurtosis(day, s)) > 6.0]
print(hits)
