from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnums=(3,))
def kalman_update(x, P, z, step):
    # constant-velocity model for glider position (east, north, ve, vn), GPS fix every surfacing
    dt = 1.0
    F = jnp.array([[1, 0, dt, 0], [0, 1, 0, dt], [0, 0, 1, 0], [0, 0, 0, 1]], dtype=jnp.float32)
    Q = 0.01 * jnp.eye(4)
    H = jnp.array([[1, 0, 0, 0], [0, 1, 0, 0]], dtype=jnp.float32)
    R = 25.0 * jnp.eye(2)
    if step == 0:
        # first fix after deployment: initialise position from GPS, unknown velocity
        return jnp.concatenate([z, jnp.zeros(2)]), jnp.diag(jnp.array([25.0, 25.0, 4.0, 4.0]))
    x = F @ x
    P = F @ P @ F.T + Q
    S = H @ P @ H.T + R
    K = P @ H.T @ jnp.linalg.inv(S)
    x = x + K @ (z - H @ x)
    P = (jnp.eye(4) - K @ H) @ P
    return x, P


def main():
    rng = np.random.default_rng(0)
    truth = np.cumsum(np.tile([[12.0, 5.0]], (10, 1)), axis=0)
    fixes = (truth + rng.normal(0, 5.0, truth.shape)).astype(np.float32)
    x = jnp.zeros(4)
    P = 100.0 * jnp.eye(4)
    for k, z in enumerate(fixes):
        x, P = kalman_update(x, P, z, k)
        print(f"surfacing {k}: pos ({float(x[0]):7.1f}, {float(x[1]):7.1f}) vel ({float(x[2]):5.2f}, {float(x[3]):5.2f})")


if __name__ == "__main__":
    main()
