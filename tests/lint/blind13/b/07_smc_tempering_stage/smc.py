from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(frozen=True)
class TemperingStage:
    beta_prev: float
    beta: float
    step_size: float = 0.3


def log_prior(theta):
    return -0.5 * jnp.sum(theta ** 2, axis=-1)


@partial(jax.jit, static_argnums=(3,))
def tempered_move(key, particles, log_lik_fn_data, stage):
    data_x, data_y = log_lik_fn_data

    def log_lik(theta):
        pred = data_x @ theta
        return -0.5 * jnp.sum((data_y - pred) ** 2) / 0.25

    ll = jax.vmap(log_lik)(particles)
    logw = (stage.beta - stage.beta_prev) * ll
    k1, k2, k3 = jax.random.split(key, 3)
    idx = jax.random.categorical(k1, logw, shape=(particles.shape[0],))
    particles = particles[idx]

    def target(theta):
        return log_prior(theta) + stage.beta * log_lik(theta)

    prop = particles + stage.step_size * jax.random.normal(k2, particles.shape)
    log_acc = jax.vmap(target)(prop) - jax.vmap(target)(particles)
    accept = jnp.log(jax.random.uniform(k3, (particles.shape[0],))) < log_acc
    particles = jnp.where(accept[:, None], prop, particles)
    log_evidence_inc = jax.scipy.special.logsumexp(logw) - jnp.log(particles.shape[0])
    return particles, log_evidence_inc, jnp.mean(accept)


class TemperedSMC:
    def __init__(self, n_particles, dim, schedule):
        self.n_particles = n_particles
        self.dim = dim
        self.schedule = schedule
        self.stage = None

    def run(self, key, data):
        key, sub = jax.random.split(key)
        particles = jax.random.normal(sub, (self.n_particles, self.dim))
        log_z = 0.0
        for beta_prev, beta in zip(self.schedule[:-1], self.schedule[1:]):
            self.stage = TemperingStage(float(beta_prev), float(beta))
            key, sub = jax.random.split(key)
            particles, inc, acc = tempered_move(sub, particles, data, self.stage)
            log_z += float(inc)
            print(f"beta={beta:.3f} acc={float(acc):.2f}")
        return particles, log_z
