import jax
import jax.numpy as jnp
import numpy as np

from neighbors import cluster_with_vacancies, padded_neighbor_pairs

CUTOFF = 1.2
PAIR_CAPACITY = 27 * 6


@jax.jit
def bond_energy(pos, pairs, mask, k=2.0, r0=1.0):
    r = jnp.linalg.norm(pos[pairs[:, 0]] - pos[pairs[:, 1]], axis=-1)
    e = jnp.where(mask, 0.5 * k * (r - r0) ** 2 - 0.1, 0.0)
    return 0.5 * jnp.sum(e)


def main():
    rng = np.random.default_rng(0)
    for n_vac in [0, 1, 2, 3, 4]:
        pos = cluster_with_vacancies(n_vac, rng)
        pairs, mask = padded_neighbor_pairs(pos, CUTOFF, PAIR_CAPACITY)
        e = bond_energy(jnp.asarray(pos), jnp.asarray(pairs), jnp.asarray(mask))
        print(n_vac, int(mask.sum()), float(e))


if __name__ == "__main__":
    main()
