import jax
import jax.numpy as jnp
import numpy as np

from logger import PressureLogger


@jax.jit
def barometric_compensate(level_m, baro_m, efficiency):
    comp = level_m - efficiency * (baro_m - baro_m.mean())
    trend = jnp.polyfit(jnp.arange(comp.shape[0], dtype=jnp.float32), comp, 1)
    return comp, trend[0] * 96


def main():
    rng = np.random.default_rng(2)
    baro = (10.3 + 0.02 * np.sin(np.arange(96) / 7.0)).astype(np.float32)
    for serial in [1101, 1102, 1107, 1123]:
        lv = PressureLogger(serial).levels_m()
        comp, daily_trend = barometric_compensate(lv, baro, 0.85)
        print(f"logger {serial}: mean level {float(comp.mean()):.3f} m, trend {float(daily_trend) * 1000:.1f} mm/day")


if __name__ == "__main__":
    main()
