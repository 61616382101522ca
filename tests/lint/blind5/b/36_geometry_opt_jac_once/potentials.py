import jax.numpy as jnp


def morse_cluster_energy(flat_coords, d_e=1.0, a=1.5, r_e=1.0):
    x = flat_coords.reshape(-1, 3)
    n = x.shape[0]
    diff = x[:, None, :] - x[None, :, :]
    r = jnp.sqrt(jnp.sum(diff**2, -1) + jnp.eye(n))
    pair = d_e * (1.0 - jnp.exp(-a * (r - r_e))) ** 2 - d_e
    mask = jnp.triu(jnp.ones((n, n)), k=1)
    return jnp.sum(pair * mask)
