import jax
import jax.numpy as jnp

DT = 0.1
F = jnp.block([[jnp.eye(3), DT * jnp.eye(3)], [jnp.zeros((3, 3)), jnp.eye(3)]])
B = jnp.concatenate([0.5 * DT ** 2 * jnp.eye(3), DT * jnp.eye(3)])
Q = jnp.eye(6) * 1e-3


def _update(x, P, z, H, R):
    S = H @ P @ H.T + R
    K = jnp.linalg.solve(S, H @ P).T
    x = x + K @ (z - H @ x)
    P = (jnp.eye(6) - K @ H) @ P
    return x, P


@jax.jit
def fuse(x, P, meas):
    x = F @ x + B @ meas["accel"]
    P = F @ P @ F.T + Q
    Hb = jnp.zeros((1, 6)).at[0, 2].set(1.0)
    x, P = _update(x, P, meas["baro"][None], Hb, jnp.eye(1) * 0.25)
    if "gps" in meas:
        Hg = jnp.concatenate([jnp.eye(3), jnp.zeros((3, 3))], axis=1)
        x, P = _update(x, P, meas["gps"], Hg, jnp.eye(3) * 4.0)
    return x, P
