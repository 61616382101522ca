import equinox as eqx
import jax.numpy as jnp


class KalmanTracker(eqx.Module):
    mean: jnp.ndarray
    cov: jnp.ndarray
    F: jnp.ndarray
    Q: jnp.ndarray
    H: jnp.ndarray
    R: jnp.ndarray
    n_updates: jnp.ndarray

    @classmethod
    def constant_velocity(cls, dt=0.1, q=1e-2, r=0.5):
        F = jnp.array([[1.0, dt], [0.0, 1.0]])
        Q = q * jnp.array([[dt ** 3 / 3, dt ** 2 / 2], [dt ** 2 / 2, dt]])
        H = jnp.array([[1.0, 0.0]])
        R = jnp.array([[r]])
        return cls(jnp.zeros(2), jnp.eye(2), F, Q, H, R, jnp.array(0, dtype=jnp.int32))


@eqx.filter_jit
def kalman_update(trk, z):
    m = trk.F @ trk.mean
    P = trk.F @ trk.cov @ trk.F.T + trk.Q
    S = trk.H @ P @ trk.H.T + trk.R
    K = P @ trk.H.T @ jnp.linalg.inv(S)
    m = m + K @ (z - trk.H @ m)
    P = (jnp.eye(2) - K @ trk.H) @ P
    return eqx.tree_at(lambda t: (t.mean, t.cov, t.n_updates), trk, (m, P, trk.n_updates + 1))
