import jax
import jax.numpy as jnp


def make_displacement_filter(dt, q_acc, r_disp):
    """Kalman filter fusing accelerometer (input) and low-rate GNSS/LVDT displacement."""
    F = jnp.array([[1.0, dt], [0.0, 1.0]])
    B = jnp.array([0.5 * dt ** 2, dt])
    H = jnp.array([[1.0, 0.0]])
    Q = q_acc * jnp.outer(B, B)
    R = jnp.array([[r_disp]])

    def step(carry, inp):
        x, P = carry
        acc, disp, has_disp = inp
        x = F @ x + B * acc
        P = F @ P @ F.T + Q
        S = H @ P @ H.T + R
        K = P @ H.T / S
        innov = disp - (H @ x)[0]
        x = x + has_disp * K[:, 0] * innov
        P = P - has_disp * (K @ H @ P)
        return (x, P), x[0]

    @jax.jit
    def run_filter(acc, disp, has_disp):
        init = (jnp.zeros(2), jnp.eye(2) * 1e-4)
        _, est = jax.lax.scan(step, init, (acc, disp, has_disp))
        return est

    return run_filter
