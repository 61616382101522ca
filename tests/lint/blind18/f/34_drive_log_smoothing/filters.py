import jax
import jax.numpy as jnp

DT = 0.1


@jax.jit
def filter_log(accel, gps, valid):
    F = jnp.array([[1.0, DT], [0.0, 1.0]])
    B = jnp.array([0.5 * DT**2, DT])
    H = jnp.array([[1.0, 0.0]])
    Q = jnp.eye(2) * 1e-3
    R = jnp.array([[0.25]])

    def step(carry, inp):
        x, P = carry
        a, z, ok = inp
        x_new = F @ x + B * a
        P_new = F @ P @ F.T + Q
        S = H @ P_new @ H.T + R
        K = P_new @ H.T / S[0, 0]
        x_new = x_new + (K * (z - H @ x_new)).ravel()
        P_new = (jnp.eye(2) - K @ H) @ P_new
        x = jnp.where(ok, x_new, x)
        P = jnp.where(ok, P_new, P)
        return (x, P), x

    _, states = jax.lax.scan(step, (jnp.zeros(2), jnp.eye(2)), (accel, gps, valid))
    return states
