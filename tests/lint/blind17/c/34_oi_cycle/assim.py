import jax
import jax.numpy as jnp


class OptimalInterpolation:
    def __init__(self, B, R, H):
        self.B = B
        self.R = R
        self.H = H
        self._analyse = jax.jit(self.analyse)

    def analyse(self, xb, y):
        S = self.H @ self.B @ self.H.T + self.R
        K = self.B @ self.H.T @ jnp.linalg.inv(S)
        return xb + K @ (y - self.H @ xb)

    def __call__(self, xb, y):
        return self._analyse(xb, y)
