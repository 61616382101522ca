import jax
import jax.numpy as jnp
import numpy as np

from sensors import SENSORS, sensor_timebase


@jax.jit
def remove_diurnal_cycle(t_hours, level):
    phase = 2 * jnp.pi * t_hours / 24.0
    design = jnp.stack([jnp.ones_like(phase), jnp.sin(phase), jnp.cos(phase)], axis=1)
    coef = jnp.linalg.lstsq(design, level)[0]
    return level - design[:, 1:] @ coef[1:], jnp.hypot(coef[1], coef[2])


def main():
    rng = np.random.default_rng(4)
    for name, kind in SENSORS:
        t = sensor_timebase(kind, 192)
        level = (1.2 + 0.03 * np.sin(2 * np.pi * t / 24 + 1.0) + rng.normal(0, 0.005, 192)).astype(np.float32)
        detrended, amp = remove_diurnal_cycle(t, level)
        print(f"{name:>8}: diurnal amplitude {float(amp) * 1000:.1f} mm")


if __name__ == "__main__":
    main()
