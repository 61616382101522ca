import jax.numpy as jnp


def radial_distribution(pos, box, r_max, n_bins):
    n = pos.shape[0]
    d = pos[:, None, :] - pos[None, :, :]
    d = d - box * jnp.round(d / box)
    r = jnp.sqrt(jnp.sum(d * d, axis=-1))
    r = jnp.where(jnp.eye(n, dtype=bool), r_max * 2, r)
    hist, edges = jnp.histogram(r, bins=n_bins, range=(0.0, r_max))
    shell = 4.0 / 3.0 * jnp.pi * (edges[1:] ** 3 - edges[:-1] ** 3)
    density = n / box ** 3
    return hist / (shell * density * n)
