import jax
import jax.numpy as jnp

from state import PGPEState


def rastrigin(x):
    return 10 * x.shape[-1] + jnp.sum(x ** 2 - 10 * jnp.cos(2 * jnp.pi * x), axis=-1)


@jax.jit
def pgpe_step(state, key, lr_mu=0.05, lr_sigma=0.02):
    eps = jax.random.normal(key, (16,) + state.mu.shape) * state.sigma
    f_plus = -rastrigin(state.mu + eps)
    f_minus = -rastrigin(state.mu - eps)
    baseline = 0.5 * (f_plus + f_minus).mean()
    grad_mu = ((f_plus - f_minus)[:, None] * eps).mean(0) / 2
    s = (eps ** 2 - state.sigma ** 2) / state.sigma
    grad_sigma = (((f_plus + f_minus) / 2 - baseline)[:, None] * s).mean(0)
    sigma = jnp.clip(state.sigma + lr_sigma * grad_sigma / (jnp.abs(grad_sigma).max() + 1e-8), 0.01, 1.0)
    mu = state.mu + lr_mu * grad_mu / (jnp.abs(grad_mu).max() + 1e-8)
    return state.replace(mu=mu, sigma=sigma, generation=state.generation + 1)
