import jax
import jax.numpy as jnp
import numpy as np

from resample import time_normalise


@jax.jit
def cycle_rom(knee_angle, stride_time):
    vel = jnp.gradient(knee_angle) * (knee_angle.shape[0] - 1) / stride_time
    return jnp.max(knee_angle) - jnp.min(knee_angle), jnp.max(jnp.abs(vel))


rng = np.random.default_rng(73)
for stride in range(5):
    n_raw = int(rng.integers(135, 150))
    knee = 60 * np.sin(np.linspace(0, np.pi, n_raw)) ** 2 + rng.normal(0, 0.5, n_raw)
    rom, pk = cycle_rom(time_normalise(knee), n_raw / 148.0)
    print(stride, "ROM", round(float(rom), 1), "peak vel", round(float(pk), 1))
