import jax
import jax.numpy as jnp
import numpy as np

from signals import record


@jax.jit
def plantar_peaks(rec):
    p = rec.pressure * rec.gain
    return jnp.max(p, axis=0), jnp.argmax(jnp.mean(p, axis=0))


rng = np.random.default_rng(83)
for day in range(5):
    peaks, hot = plantar_peaks(record(rng, day))
    print("day", day, "hottest sensor", int(hot), "peak kPa", round(float(peaks.max()), 1))
