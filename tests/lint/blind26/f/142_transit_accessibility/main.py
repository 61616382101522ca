import jax
import jax.numpy as jnp
from timetable import active_headways

@jax.jit
def stop_frequency(headways, walk_min):
    freq = 60.0 / headways
    wait = 0.5 * headways
    return jnp.sum(freq), jnp.min(wait) + walk_min

for period in ["am", "midday", "pm", "night"]:
    hw = jnp.asarray(active_headways(period), dtype=jnp.float32)
    f, t = stop_frequency(hw, 4.0)
    print(period, hw.shape[0], round(float(f), 2), round(float(t), 1))
