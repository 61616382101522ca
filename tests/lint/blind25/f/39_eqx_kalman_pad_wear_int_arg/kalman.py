import equinox as eqx
import jax.numpy as jnp


class PadWearKF(eqx.Module):
    F: jnp.ndarray
    Q: jnp.ndarray
    R: jnp.ndarray

    def __init__(self):
        self.F = jnp.array([[1.0, 1.0], [0.0, 1.0]])  # removal rate, wear slope
        self.Q = jnp.diag(jnp.array([1e-2, 1e-5]))
        self.R = jnp.array([[4.0]])


@eqx.filter_jit
def kf_step(kf, mean, cov, measured_rate, wafers_since_pm):
    # conditioning disk aging adds process noise after PM
    q_scale = 1.0 + 2.0 * jnp.exp(-wafers_since_pm / 50.0)
    mean = kf.F @ mean
    cov = kf.F @ cov @ kf.F.T + q_scale * kf.Q
    H = jnp.array([[1.0, 0.0]])
    S = H @ cov @ H.T + kf.R
    K = cov @ H.T @ jnp.linalg.inv(S)
    mean = mean + (K @ (measured_rate - H @ mean)).ravel()
    cov = (jnp.eye(2) - K @ H) @ cov
    return mean, cov
