import jax
import jax.numpy as jnp


@jax.jit
def integrate_quat(q, omega, dt):
    wx, wy, wz = omega
    Omega = jnp.array([[0.0, -wx, -wy, -wz],
                       [wx, 0.0, wz, -wy],
                       [wy, -wz, 0.0, wx],
                       [wz, wy, -wx, 0.0]])
    q = q + 0.5 * dt * Omega @ q
    return q / jnp.linalg.norm(q)
