import jax
import jax.numpy as jnp

PERIOD = 12


def transition(t):
    # dynamic harmonic regression: level plus slowly drifting seasonal coefficients
    angle = 2 * jnp.pi * t / PERIOD
    F = jnp.eye(3)
    H = jnp.stack([1.0, jnp.cos(angle), jnp.sin(angle)])
    return F, H


@jax.jit
def kalman_step(mean, cov, y, t, q, r):
    F, H = transition(t)
    mean = F @ mean
    cov = F @ cov @ F.T + q * jnp.eye(3)
    innov = y - H @ mean
    S = H @ cov @ H + r
    K = cov @ H / S
    mean = mean + K * innov
    cov = cov - jnp.outer(K, H @ cov)
    loglik = -0.5 * (jnp.log(2 * jnp.pi * S) + innov**2 / S)
    return mean, cov, loglik
