import jax
import jax.numpy as jnp
import numpy as np

from potential import cluster_energy


class ClusterObjective:
    """Adapter exposing the LJ cluster energy to scipy.optimize (float64 numpy in/out)."""

    def __init__(self, n_atoms, epsilon=1.0, sigma=1.0):
        self.n_atoms = n_atoms
        self.epsilon = epsilon
        self.sigma = sigma
        self.n_calls = 0

    def _positions(self, flat):
        return jnp.asarray(flat, dtype=jnp.float32).reshape(self.n_atoms, 3)

    def fun(self, flat):
        self.n_calls += 1
        return float(cluster_energy(self._positions(flat), self.epsilon, self.sigma))

    def jac(self, flat):
        grad_fn = jax.jit(jax.grad(lambda p: cluster_energy(p, self.epsilon, self.sigma)))
        g = grad_fn(self._positions(flat))
        return np.asarray(g, dtype=np.float64).ravel()
