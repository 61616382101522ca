from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_particles",))
def log_evidence_estimate(key, obs, n_particles):
    """Bootstrap filter for a stochastic-volatility model; returns log p(obs) estimate."""

    def step(carry, inp):
        h, log_z = carry
        y, k = inp
        k1, k2 = jax.random.split(k)
        h = 0.9 * h + 0.4 * jax.random.normal(k1, h.shape)
        sd = jnp.exp(h / 2)
        log_w = -0.5 * (y / sd) ** 2 - jnp.log(sd) - 0.5 * jnp.log(2 * jnp.pi)
        log_z = log_z + jax.nn.logsumexp(log_w) - jnp.log(n_particles)
        return (h[jax.random.categorical(k2, log_w, shape=(n_particles,))], log_z), None

    (_, log_z), _ = jax.lax.scan(step, (jnp.zeros(n_particles), jnp.float32(0.0)),
                                 (obs, jax.random.split(key, obs.shape[0])))
    return log_z
