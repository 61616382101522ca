import jax
import jax.numpy as jnp

from cells import STRUCTURES, lattice_matrix


@jax.jit
def cell_summary(params):
    m = lattice_matrix(*params)
    vol = jnp.abs(jnp.linalg.det(m))
    recip = 2 * jnp.pi * jnp.linalg.inv(m).T
    return vol, jnp.linalg.norm(recip, axis=1)


def main():
    for name, params in STRUCTURES.items():
        vol, kmag = cell_summary(tuple(float(p) for p in params))
        print(f"{name:16s} V={float(vol):8.3f}  |b|={[round(float(k), 3) for k in kmag]}")


if __name__ == "__main__":
    main()
