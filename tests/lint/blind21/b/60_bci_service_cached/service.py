from functools import cached_property

import jax
import jax.numpy as jnp
import numpy as np


class KalmanVelocityService:
    def __init__(self, A, H, Q, R):
        self.A, self.H, self.Q, self.R = A, H, Q, R
        self.x = jnp.zeros(A.shape[0])
        self.P = jnp.eye(A.shape[0])

    @cached_property
    def filter_step(self):
        A, H, Q, R = self.A, self.H, self.Q, self.R

        def step(x, P, z):
            x_pred = A @ x
            P_pred = A @ P @ A.T + Q
            S = H @ P_pred @ H.T + R
            K = jnp.linalg.solve(S, H @ P_pred).T
            x_new = x_pred + K @ (z - H @ x_pred)
            P_new = (jnp.eye(A.shape[0]) - K @ H) @ P_pred
            return x_new, P_new

        return jax.jit(step)

    def on_spikes(self, counts):
        self.x, self.P = self.filter_step(self.x, self.P, counts)
        return np.asarray(self.x)
