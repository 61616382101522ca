import jax
import jax.numpy as jnp

from sources import from_csv, from_movebank


@jax.jit
def flight_stats(track):
    climb = jnp.diff(track["alt"])
    step = jnp.hypot(jnp.diff(track["lat"]), jnp.diff(track["lon"]))
    return {"climb_rate": climb.mean(), "path": step.sum(), "max_alt": track["alt"].max()}


for i in range(6):
    track = from_csv(i) if i % 2 == 0 else from_movebank(i)
    s = flight_stats(track)
    print(i, {k: round(float(v), 3) for k, v in s.items()})
