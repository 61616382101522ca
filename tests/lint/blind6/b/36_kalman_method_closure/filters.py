import jax
import jax.numpy as jnp


class KalmanTracker:
    def __init__(self, dt=0.1, q=1e-2, r=0.5):
        self.F = jnp.array([[1.0, dt], [0.0, 1.0]])
        self.H = jnp.array([[1.0, 0.0]])
        self.Q = q * jnp.eye(2)
        self.R = jnp.array([[r]])
        self.x = jnp.zeros(2)
        self.P = jnp.eye(2)

    def update(self, z):
        F, H, Q, R = self.F, self.H, self.Q, self.R

        def kf_step(x, P, z):
            x = F @ x
            P = F @ P @ F.T + Q
            S = H @ P @ H.T + R
            K = P @ H.T @ jnp.linalg.inv(S)
            x = x + K @ (z - H @ x)
            P = (jnp.eye(2) - K @ H) @ P
            return x, P

        self.x, self.P = jax.jit(kf_step)(self.x, self.P, z)
        return self.x
