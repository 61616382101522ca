import jax.numpy as jnp
from flax import nnx


class UpdateCount(nnx.Variable):
    pass


class ParticleFilter(nnx.Module):
    """Bootstrap particle filter for a scalar random-walk state."""

    def __init__(self, n_particles, process_std, obs_std, rngs: nnx.Rngs):
        self.particles = nnx.Variable(rngs.normal((n_particles,)))
        self.log_w = nnx.Variable(jnp.zeros(n_particles))
        self.process_std = process_std
        self.obs_std = obs_std
        self.n_updates = UpdateCount(jnp.array(0, dtype=jnp.int32))

    def predict(self, noise):
        self.particles.value = self.particles.value + self.process_std * noise

    def update(self, y):
        ll = -0.5 * ((y - self.particles.value) / self.obs_std) ** 2
        self.log_w.value = self.log_w.value + ll
        self.log_w.value = self.log_w.value - jnp.max(self.log_w.value)
        self.n_updates.value = self.n_updates.value + 1

    def estimate(self):
        w = jnp.exp(self.log_w.value)
        return jnp.sum(w * self.particles.value) / jnp.sum(w)


@nnx.jit
def filter_step(pf, y, noise):
    pf.predict(noise)
    pf.update(y)
    return pf.estimate()
