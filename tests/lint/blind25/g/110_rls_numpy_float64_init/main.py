import numpy as np
import jax
import jax.numpy as jnp


@jax.jit
def rls_step(theta, P, phi, y, lam):
    """Online identification of a pasteurizer plate heat-exchanger outlet temperature model."""
    Pphi = P @ phi
    k = Pphi / (lam + phi @ Pphi)
    err = y - phi @ theta
    return theta + k * err, (P - jnp.outer(k, Pphi)) / lam, err


def main():
    rng = np.random.default_rng(0)
    theta = np.zeros(3)               # float64 from NumPy
    P = np.eye(3) * 1e3               # float64 from NumPy
    lam = np.float32(0.98)
    for k in range(12):
        phi = np.array([1.0, rng.uniform(60, 80), rng.uniform(1.0, 3.0)], np.float32)  # bias, hot water T, flow
        y = np.float32(phi @ np.array([2.0, 0.9, -1.5]) + 0.05 * rng.normal())
        theta, P, err = rls_step(theta, P, phi, y, lam)
        print(k, np.round(np.asarray(theta), 3).tolist(), round(float(err), 3))


if __name__ == "__main__":
    main()
