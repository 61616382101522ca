import jax.numpy as jnp


def single(psi, gate, q, n):
    t = jnp.moveaxis(psi.reshape((2,) * n), q, 0)
    t = jnp.tensordot(gate, t, axes=(1, 0))
    return jnp.moveaxis(t, 0, q).reshape(-1)


def ry(theta):
    c, s = jnp.cos(theta / 2), jnp.sin(theta / 2)
    return jnp.array([[c, -s], [s, c]])


def zz_phases(n):
    idx = jnp.arange(2 ** n)
    bits = (idx[:, None] >> jnp.arange(n)[::-1]) & 1
    z = 1 - 2 * bits
    return jnp.sum(z * jnp.roll(z, -1, axis=1), axis=1).astype(jnp.float32)
