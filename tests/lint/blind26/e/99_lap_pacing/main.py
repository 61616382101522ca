import jax
import jax.numpy as jnp

from races import RACES, as_padded


@jax.jit
def lap_pacing(splits, n_laps):
    valid = jnp.arange(splits.shape[0]) < n_laps
    mean = jnp.sum(jnp.where(valid, splits, 0.0)) / n_laps
    var = jnp.sum(jnp.where(valid, (splits - mean) ** 2, 0.0)) / n_laps
    last = splits[n_laps - 1]
    prev_mean = (mean * n_laps - last) / (n_laps - 1)
    return jnp.sqrt(var) / mean, last / prev_mean


for race, splits in RACES.items():
    cv, kick = lap_pacing(*as_padded(splits))
    print(f"{race:12s} pacing CV {float(cv):.3f} last-lap ratio {float(kick):.3f}")
