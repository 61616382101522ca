import jax
import jax.numpy as jnp


def local_energy(x, alpha=0.9):
    # trial wavefunction exp(-alpha r^2 / 2) for the 3D harmonic oscillator
    r2 = jnp.sum(x**2, -1)
    return 1.5 * alpha + 0.5 * (1 - alpha**2) * r2


@jax.jit
def diffuse(walkers, key, tau, e_ref, alpha=0.9):
    drift = -alpha * walkers
    new = walkers + tau * drift + jnp.sqrt(tau) * jax.random.normal(key, walkers.shape)
    e_old, e_new = local_energy(walkers, alpha), local_energy(new, alpha)
    weights = jnp.exp(-tau * (0.5 * (e_old + e_new) - e_ref))
    return new, weights, e_new
