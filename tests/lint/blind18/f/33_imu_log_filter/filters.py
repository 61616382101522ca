import jax
import jax.numpy as jnp

DT = 0.1


@jax.jit
def filter_log(accel, gps):
    F = jnp.array([[1.0, DT], [0.0, 1.0]])
    B = jnp.array([0.5 * DT**2, DT])
    H = jnp.array([[1.0, 0.0]])
    Q = jnp.eye(2) * 1e-3
    R = jnp.array([[0.25]])

    def step(carry, inp):
        x, P = carry
        a, z = inp
        x = F @ x + B * a
        P = F @ P @ F.T + Q
        S = H @ P @ H.T + R
        K = P @ H.T / S[0, 0]
        x = x + (K * (z - H @ x)).ravel()
        P = (jnp.eye(2) - K @ H) @ P
        return (x, P), x

    _, states = jax.lax.scan(step, (jnp.zeros(2), jnp.eye(2)), (accel, gps))
    return states
