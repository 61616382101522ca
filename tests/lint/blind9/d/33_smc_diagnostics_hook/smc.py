import jax
import jax.numpy as jnp


@jax.jit
def propagate_and_weight(key, particles, y):
    k1, k2 = jax.random.split(key)
    # 2-D random walk target tracking with a range-only sensor at the origin
    particles = particles + 0.2 * jax.random.normal(k1, particles.shape)
    rng = jnp.linalg.norm(particles, axis=-1)
    return particles, -0.5 * ((rng - y) / 0.1) ** 2


@jax.jit
def resample(key, particles, log_weights):
    idx = jax.random.categorical(key, log_weights, shape=(particles.shape[0],))
    return particles[idx]


class ParticleTracker:
    def __init__(self, n_particles, key):
        self.key = key
        self.particles = jax.random.normal(key, (n_particles, 2))
        self.hooks = []

    def add_hook(self, fn):
        self.hooks.append(fn)

    def filter(self, observations):
        for step, y in enumerate(observations):
            self.key, k_prop, k_res = jax.random.split(self.key, 3)
            self.particles, log_w = propagate_and_weight(k_prop, self.particles, y)
            for hook in self.hooks:
                hook(step, self.particles, log_w)
            self.particles = resample(k_res, self.particles, log_w)
        return self.particles
