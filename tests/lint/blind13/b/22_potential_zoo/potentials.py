import jax.numpy as jnp


def lennard_jones(r, eps=1.0, sigma=1.0):
    s6 = (sigma / r) ** 6
    return 4 * eps * (s6 ** 2 - s6)


def morse(r, d=1.0, a=1.5, r0=1.1):
    return d * (1 - jnp.exp(-a * (r - r0))) ** 2 - d


def soft_sphere(r, eps=1.0, sigma=1.0, alpha=2.0):
    return jnp.where(r < sigma, eps / alpha * (1 - r / sigma) ** alpha, 0.0)


def buckingham(r, a=1000.0, b=8.0, c=1.0):
    return a * jnp.exp(-b * r) - c / r ** 6


REGISTRY = {
    "lj": lennard_jones,
    "morse": morse,
    "soft": soft_sphere,
    "buckingham": buckingham,
}
