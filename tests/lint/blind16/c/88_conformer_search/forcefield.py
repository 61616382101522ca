import jax
import jax.numpy as jnp


def torsion_energy(angles, k=(1.0, 0.5, 0.2)):
    return sum(kn * (1 + jnp.cos((n + 1) * angles)) for n, kn in enumerate(k)).sum()


def ring_strain(angles):
    return 0.5 * jnp.sum((angles - jnp.roll(angles, 1)) ** 2)


def conformer_energy(angles):
    return torsion_energy(angles) + ring_strain(angles)
