import jax
import jax.numpy as jnp
import numpy as np

SX = np.array([[0, 1], [1, 0]], dtype=np.float32)
SY_IM = np.array([[0, 1], [-1, 0]], dtype=np.float32)
SZ = np.array([[1, 0], [0, -1]], dtype=np.float32)


def two_site(op_a, op_b, i, n):
    mats = [np.eye(2, dtype=np.float32)] * n
    mats = list(mats)
    mats[i], mats[(i + 1) % n] = op_a, op_b
    out = mats[0]
    for m in mats[1:]:
        out = np.kron(out, m)
    return out


class XXZChain:
    def __init__(self, n, delta):
        self.n = n
        self.delta = delta
        H = np.zeros((2 ** n, 2 ** n), dtype=np.float32)
        for i in range(n):
            H += two_site(SX, SX, i, n) - two_site(SY_IM, SY_IM, i, n)
            H += delta * two_site(SZ, SZ, i, n)
        self.matrix = jnp.asarray(H / 4.0)

    @property
    def energy(self):
        H = self.matrix

        def rayleigh(psi):
            return psi @ H @ psi / (psi @ psi)

        return jax.jit(rayleigh)

    def imag_time_step(self, psi, tau):
        psi = psi - tau * (self.matrix @ psi)
        return psi / jnp.linalg.norm(psi)
