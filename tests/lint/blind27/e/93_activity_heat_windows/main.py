import numpy as np
import jax
import jax.numpy as jnp

rng = np.random.default_rng(93)
# hourly activity counts for 30 cows over 10 days
activity = rng.poisson(40, size=(30, 240)).astype(np.float32)
activity[5, 150:170] *= 2.5  # a cow in heat


@jax.jit
def heat_window_score(activity, start):
    window = jax.lax.dynamic_slice_in_dim(activity, start, 24, axis=1)
    baseline = jax.lax.dynamic_slice_in_dim(activity, jnp.maximum(start - 72, 0), 72, axis=1)
    return (window.mean(1) - baseline.mean(1)) / (baseline.std(1) + 1e-3)


for hour in range(96, 240, 12):
    z = heat_window_score(activity, hour - 24)
    hits = np.flatnonzero(np.asarray(z) > 3.0)
    if hits.size:
        print(f"hour {hour}: cows in heat {hits.tolist()}")
