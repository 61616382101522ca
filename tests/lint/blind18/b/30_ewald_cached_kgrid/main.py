import jax.numpy as jnp
import numpy as np

from ewald import ewald_alpha, make_reciprocal_energy


def rocksalt_like(a, jitter, rng):
    frac = np.array([[0, 0, 0], [0.5, 0.5, 0.5], [0.5, 0, 0], [0, 0.5, 0.5]], np.float32)
    frac = frac + jitter * rng.normal(size=frac.shape).astype(np.float32)
    lattice = np.eye(3, dtype=np.float32) * a
    charges = np.array([1.0, 1.0, -1.0, -1.0], np.float32)
    return frac, charges, lattice


def main():
    rng = np.random.default_rng(0)
    lattice_constants = [4.0, 4.2, 4.4, 4.6, 4.8]
    for a in lattice_constants:
        frac, q, lat = rocksalt_like(a, 0.01, rng)
        fn = make_reciprocal_energy()
        alpha = jnp.float32(ewald_alpha(lat))
        e = fn(jnp.asarray(frac), jnp.asarray(q), jnp.asarray(lat), alpha)
        print(a, float(e))


if __name__ == "__main__":
    main()
