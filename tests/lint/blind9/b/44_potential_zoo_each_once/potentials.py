import jax.numpy as jnp


def _pair_r(pos):
    d = pos[:, None, :] - pos[None, :, :]
    n = pos.shape[0]
    r = jnp.sqrt(jnp.sum(d ** 2, -1) + jnp.eye(n))
    mask = ~jnp.eye(n, dtype=bool)
    return r, mask


def lennard_jones(pos, eps=1.0, sigma=1.0):
    r, mask = _pair_r(pos)
    sr6 = (sigma / r) ** 6
    return 0.5 * jnp.sum(jnp.where(mask, 4 * eps * (sr6 ** 2 - sr6), 0.0))


def morse(pos, d_e=1.0, a=1.5, r_e=1.1):
    r, mask = _pair_r(pos)
    return 0.5 * jnp.sum(jnp.where(mask, d_e * (1 - jnp.exp(-a * (r - r_e))) ** 2 - d_e, 0.0))


def soft_sphere(pos, eps=1.0, sigma=1.0):
    r, mask = _pair_r(pos)
    return 0.5 * jnp.sum(jnp.where(mask & (r < sigma), eps * (1 - r / sigma) ** 2, 0.0))


def buckingham(pos, a=1000.0, rho=0.3, c=1.0):
    r, mask = _pair_r(pos)
    return 0.5 * jnp.sum(jnp.where(mask, a * jnp.exp(-r / rho) - c / r ** 6, 0.0))


REGISTRY = {
    "lj": lennard_jones,
    "morse": morse,
    "soft_sphere": soft_sphere,
    "buckingham": buckingham,
}
