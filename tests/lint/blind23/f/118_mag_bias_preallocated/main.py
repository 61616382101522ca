import numpy as np
import jax
import jax.numpy as jnp

from estimator import MagCalibrator


@jax.jit
def compass_heading(params, mag):
    m = params["soft_iron"] @ (mag - params["hard_iron"])
    return jnp.arctan2(-m[1], m[0])


def main():
    rng = np.random.default_rng(0)
    cal = MagCalibrator()
    bias = np.array([0.12, -0.05, 0.08])
    for k in range(80):
        psi = 0.1 * k
        mag = np.array([np.cos(psi), -np.sin(psi), 0.3]) * 0.5 + bias + rng.normal(0, 0.005, 3)
        params = cal.add(mag)
        h = compass_heading(params, jnp.asarray(mag, jnp.float32))
        if k % 20 == 19:
            print(k, round(float(h), 3))


if __name__ == "__main__":
    main()
