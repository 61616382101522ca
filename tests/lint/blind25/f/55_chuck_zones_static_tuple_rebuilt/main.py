import jax.numpy as jnp
import numpy as np

from chuck import steady_temperature
from settings import CHUCK


def zone_setpoints(step):
    base = np.array([0.020, 0.022, 0.026, 0.032], np.float32)
    return jnp.asarray(base * (1 + 0.05 * step))


def main():
    for step in range(6):
        r, T = steady_temperature(zone_setpoints(step), jnp.float32(1e-3),
                                  zone_radii=tuple(CHUCK["zone_radii_mm"]), n_radial=CHUCK["n_radial"])
        print(f"tuning step {step}: center {float(T[0]):.2f} C edge {float(T[-1]):.2f} C range {float(T.max() - T.min()):.2f}")


if __name__ == "__main__":
    main()
