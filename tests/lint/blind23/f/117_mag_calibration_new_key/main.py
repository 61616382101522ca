import numpy as np
import jax.numpy as jnp

from calibration import maybe_calibrate
from heading import tilt_compensated_heading


def main():
    rng = np.random.default_rng(0)
    params = {"soft_iron": jnp.eye(3)}
    bias = np.array([0.12, -0.05, 0.08])
    buffer = []
    for k in range(80):
        psi = 0.1 * k
        mag = np.array([np.cos(psi), -np.sin(psi), 0.3]) * 0.5 + bias + rng.normal(0, 0.005, 3)
        buffer.append(mag)
        params = maybe_calibrate(params, buffer)
        h = tilt_compensated_heading(params, jnp.asarray(mag, jnp.float32), jnp.float32(0.0), jnp.float32(0.0))
        if k % 20 == 19:
            print(k, round(float(h), 3), round(float(np.arctan2(np.sin(psi), np.cos(psi))), 3))


if __name__ == "__main__":
    main()
