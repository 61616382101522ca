import settings  # noqa: F401  (enables x64)

import jax
import jax.numpy as jnp

from archives import ground_based, survey_release


@jax.jit
def pulse_phase_power(dt, resid, freq):
    ph = 2 * jnp.pi * freq * dt
    return (jnp.sum(resid * jnp.cos(ph)) ** 2 + jnp.sum(resid * jnp.sin(ph)) ** 2) / dt.size


if __name__ == "__main__":
    freq = jnp.float64(1.2345)
    for name, loader in [("ground", ground_based), ("survey", survey_release), ("ground-2", ground_based)]:
        dt, resid = loader()
        power = pulse_phase_power(jnp.asarray(dt, jnp.float64), jnp.asarray(resid, jnp.float64), freq)
        print(f"{name}: power {float(power):.3f} dtype {jnp.asarray(dt).dtype}")
