import jax
import jax.numpy as jnp
import numpy as np


class LennardJonesCluster:
    def __init__(self, n_atoms, epsilon=1.0, sigma=1.0):
        self.n_atoms = n_atoms
        self.epsilon = epsilon
        self.sigma = sigma
        iu = np.triu_indices(n_atoms, k=1)
        self.pairs = (jnp.asarray(iu[0]), jnp.asarray(iu[1]))

    def energy(self, flat_pos):
        pos = flat_pos.reshape(self.n_atoms, 3)
        i, j = self.pairs
        r2 = jnp.sum((pos[i] - pos[j]) ** 2, axis=-1)
        sr6 = (self.sigma ** 2 / r2) ** 3
        return jnp.sum(4 * self.epsilon * (sr6 ** 2 - sr6))

    @property
    def energy_and_grad(self):
        return jax.jit(jax.value_and_grad(self.energy))

    def scipy_objective(self, x):
        e, g = self.energy_and_grad(x)
        return float(e), np.asarray(g, dtype=np.float64)
