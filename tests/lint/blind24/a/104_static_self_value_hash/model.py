from functools import partial
import jax
import jax.numpy as jnp


class TickPopulationModel:
    """Stage-structured Ixodes model (larva, nymph, adult) with fixed biology parameters."""

    def __init__(self, survival=(0.3, 0.4, 0.5), fecundity=1500.0):
        self.survival = tuple(survival)
        self.fecundity = fecundity

    def _key(self):
        return (self.survival, self.fecundity)

    def __hash__(self):
        return hash(self._key())

    def __eq__(self, other):
        return isinstance(other, TickPopulationModel) and self._key() == other._key()

    @partial(jax.jit, static_argnums=(0,))
    def project(self, n0, host_density):
        s = jnp.array(self.survival) * host_density / (1.0 + host_density)
        a = jnp.array([[0.0, 0.0, self.fecundity * s[2]], [s[0], 0.0, 0.0], [0.0, s[1], 0.0]])
        def year(n, _):
            n = a @ n
            return n, n
        _, traj = jax.lax.scan(year, n0, None, length=5)
        return traj
