import jax
import jax.numpy as jnp
from timetable import headways

@jax.jit
def period_access(headways, walk_min):
    return jnp.sum(60.0 / headways), jnp.min(0.5 * headways) + walk_min

for period in ["am", "midday", "pm", "night"]:
    f, t = period_access(jnp.asarray(headways(period), dtype=jnp.float32), 4.0)
    print(period, round(float(f), 2), round(float(t), 1))
