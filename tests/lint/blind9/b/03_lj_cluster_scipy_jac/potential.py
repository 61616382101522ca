import jax
import jax.numpy as jnp


@jax.jit
def cluster_energy(pos, epsilon, sigma):
    diff = pos[:, None, :] - pos[None, :, :]
    r2 = jnp.sum(diff ** 2, axis=-1)
    n = pos.shape[0]
    iu = jnp.triu_indices(n, k=1)
    inv6 = (sigma ** 2 / r2[iu]) ** 3
    return jnp.sum(4.0 * epsilon * (inv6 ** 2 - inv6))
