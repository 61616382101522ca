import jax
import jax.numpy as jnp


class GalaxyModel:
    def __init__(self, n_stars, halo_mass=10.0, halo_scale=1.0, seed=0):
        key = jax.random.PRNGKey(seed)
        r = jax.random.uniform(key, (n_stars,), minval=0.5, maxval=3.0)
        phi = jax.random.uniform(jax.random.PRNGKey(seed + 1), (n_stars,), maxval=2 * jnp.pi)
        self.pos = jnp.stack([r * jnp.cos(phi), r * jnp.sin(phi)], axis=1)
        v = jnp.sqrt(halo_mass * r / (r + halo_scale) ** 2)
        self.vel = jnp.stack([-v * jnp.sin(phi), v * jnp.cos(phi)], axis=1)
        self.halo_mass = halo_mass
        self.halo_scale = halo_scale

    def _kick_drift(self, pos, vel, dt):
        r = jnp.linalg.norm(pos, axis=1, keepdims=True)
        acc = -self.halo_mass * pos / (r * (r + self.halo_scale) ** 2)
        vel = vel + dt * acc
        return pos + dt * vel, vel

    @property
    def integrator(self):
        return jax.jit(self._kick_drift)

    def evolve(self, n_steps, dt):
        for _ in range(n_steps):
            self.pos, self.vel = self.integrator(self.pos, self.vel, dt)
