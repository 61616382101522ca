import jax.numpy as jnp


def lennard_jones(r, eps=1.0, sigma=1.0):
    sr6 = (sigma / r) ** 6
    return 4 * eps * (sr6**2 - sr6)


def morse(r, d=1.0, a=1.6, r0=1.12):
    return d * (1 - jnp.exp(-a * (r - r0))) ** 2 - d


def buckingham(r, a=1000.0, b=8.0, c=1.0):
    return a * jnp.exp(-b * r) - c / r**6


def harmonic(r, k=20.0, r0=1.12):
    return 0.5 * k * (r - r0) ** 2 - 1.0


ALL = {"LJ": lennard_jones, "Morse": morse, "Buckingham": buckingham, "harmonic": harmonic}
