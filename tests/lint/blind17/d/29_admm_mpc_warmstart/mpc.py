import jax.numpy as jnp
import numpy as np

from qp import admm_box_qp


def double_integrator(dt=0.1):
    A = np.array([[1.0, dt], [0.0, 1.0]], np.float32)
    B = np.array([[0.5 * dt ** 2], [dt]], np.float32)
    return A, B


def condensed_qp(A, B, x0, horizon, r=0.1):
    n, m = B.shape
    G = np.zeros((horizon * n, horizon * m), np.float32)
    F = np.zeros((horizon * n, n), np.float32)
    Ak = np.eye(n, dtype=np.float32)
    for t in range(horizon):
        Ak = A @ Ak
        F[t * n:(t + 1) * n] = Ak
        for s in range(t + 1):
            G[t * n:(t + 1) * n, s * m:(s + 1) * m] = np.linalg.matrix_power(A, t - s) @ B
    P = G.T @ G + r * np.eye(horizon * m, dtype=np.float32)
    q = G.T @ (F @ x0)
    return P.astype(np.float32), q.astype(np.float32)


class MPCController:
    def __init__(self, horizon=10, u_max=1.0):
        self.A, self.B = double_integrator()
        self.horizon = horizon
        self.u_max = u_max
        self.warm = None

    def act(self, x):
        P, q = condensed_qp(self.A, self.B, x, self.horizon)
        lo = -self.u_max * jnp.ones(self.horizon)
        hi = self.u_max * jnp.ones(self.horizon)
        u_seq, self.warm = admm_box_qp(P, q, lo, hi, self.warm)
        return float(u_seq[0])
