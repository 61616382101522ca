import jax
import jax.numpy as jnp
import numpy as np


def simulate_summary(key, theta, n_obs=50):
    # Gaussian approximation to a Poisson count simulator; summary is the sample mean
    rate = jnp.exp(theta)[:, None]
    draws = rate + jnp.sqrt(rate) * jax.random.normal(key, (theta.shape[0], n_obs))
    return draws.mean(axis=1)


@jax.jit
def propose(key, particles, weights, kernel_scale):
    k_idx, k_noise, k_sim = jax.random.split(key, 3)
    idx = jax.random.choice(k_idx, particles.shape[0], shape=(particles.shape[0],), p=weights)
    theta = particles[idx] + kernel_scale * jax.random.normal(k_noise, particles.shape)
    return theta, simulate_summary(k_sim, theta)


def accept(theta, summaries, observed, eps):
    dist = np.abs(np.asarray(summaries) - observed)
    keep = dist < eps
    return np.asarray(theta)[keep]
