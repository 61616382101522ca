import jax
import jax.numpy as jnp
import numpy as np

from neighbors import cluster_with_vacancies, neighbor_pairs

CUTOFF = 1.2


@jax.jit
def bond_energy(pos, pairs, k=2.0, r0=1.0):
    r = jnp.linalg.norm(pos[pairs[:, 0]] - pos[pairs[:, 1]], axis=-1)
    return 0.5 * jnp.sum(0.5 * k * (r - r0) ** 2) - 0.5 * 0.1 * pairs.shape[0]


def main():
    rng = np.random.default_rng(0)
    for n_vac in [0, 1, 2, 3, 4]:
        pos = cluster_with_vacancies(n_vac, rng)
        pairs = neighbor_pairs(pos, CUTOFF)
        e = bond_energy(jnp.asarray(pos), jnp.asarray(pairs))
        print(n_vac, pairs.shape[0], float(e))


if __name__ == "__main__":
    main()
