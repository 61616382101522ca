import jax
import jax.numpy as jnp

from structures import simple_cubic_supercell, strained

LATTICE_A = 2
STRAINS = [0.01, 0.02, -0.01, -0.02]


@jax.jit
def pair_energy(pos):
    d = pos[:, None, :] - pos[None, :, :]
    r = jnp.sqrt(jnp.sum(d * d, -1) + jnp.eye(pos.shape[0]))
    e = jnp.exp(-(r - 2.0)) - 2.0 * jnp.exp(-0.5 * (r - 2.0))
    return 0.5 * jnp.sum(e * (1.0 - jnp.eye(pos.shape[0])))


def main():
    ref = simple_cubic_supercell(LATTICE_A)
    e0 = pair_energy(ref)
    print("reference", float(e0))
    for s in STRAINS:
        e = pair_energy(strained(ref, s))
        print(s, float(e - e0))


if __name__ == "__main__":
    main()
