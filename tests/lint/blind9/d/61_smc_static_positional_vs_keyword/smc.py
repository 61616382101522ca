from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_particles",))
def marginal_likelihood(key, obs, drift, n_particles):
    """Bootstrap particle filter estimate of log p(obs | drift) for a random-walk-with-drift model."""

    def step(carry, inp):
        particles, log_z = carry
        y, k = inp
        k1, k2 = jax.random.split(k)
        particles = particles + drift + 0.3 * jax.random.normal(k1, particles.shape)
        log_w = -0.5 * ((y - particles) / 0.5) ** 2 - jnp.log(0.5 * jnp.sqrt(2 * jnp.pi))
        log_z = log_z + jax.nn.logsumexp(log_w) - jnp.log(n_particles)
        idx = jax.random.categorical(k2, log_w, shape=(n_particles,))
        return (particles[idx], log_z), None

    init = (jnp.zeros(n_particles), jnp.float32(0.0))
    (_, log_z), _ = jax.lax.scan(step, init, (obs, jax.random.split(key, obs.shape[0])))
    return log_z
