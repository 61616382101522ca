import jax.numpy as jnp

from .solver import leapfrog_wave


def energy_drift(u_prev, u, c2dt2, n_probe=3):
    """Advance a copy of the field a few steps and report the change in discrete energy."""
    def energy(a, b):
        return float(jnp.sum((b - a) ** 2))

    e0 = energy(u_prev, u)
    for _ in range(n_probe):
        u_prev, u = leapfrog_wave(u_prev, u, c2dt2=c2dt2)
    return energy(u_prev, u) - e0
