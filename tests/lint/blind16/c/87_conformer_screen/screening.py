import jax
import jax.numpy as jnp

from forcefield import conformer_energy


class ConformerScreen:
    def __init__(self, n_torsions, batch=64, seed=0):
        self.n_torsions = n_torsions
        self.batch = batch
        self.key = jax.random.PRNGKey(seed)

    def energies(self, angles):
        return jax.jit(jax.vmap(conformer_energy))(angles)

    def next_batch(self):
        self.key, sub = jax.random.split(self.key)
        return jax.random.uniform(sub, (self.batch, self.n_torsions), minval=-jnp.pi, maxval=jnp.pi)

    def run(self, n_batches):
        best_e, best = jnp.inf, None
        for _ in range(n_batches):
            angles = self.next_batch()
            e = self.energies(angles)
            i = int(jnp.argmin(e))
            if float(e[i]) < best_e:
                best_e, best = float(e[i]), angles[i]
        return best_e, best
