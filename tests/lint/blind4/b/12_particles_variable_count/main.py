import numpy as np
import jax.numpy as jnp

from sph import density


def inject_and_drain(pos, rng, inflow, box=1.0):
    new = rng.uniform(0, 0.1, size=(inflow, 3))
    pos = np.concatenate([pos, new])
    return pos[np.all(pos < box, axis=1)]


def main():
    rng = np.random.default_rng(0)
    pos = rng.uniform(0, 1, size=(50, 3))
    for step in range(6):
        pos = pos + 0.05 * rng.standard_normal(pos.shape)
        pos = inject_and_drain(pos, rng, inflow=int(rng.integers(3, 9)))
        rho = density(jnp.asarray(pos, jnp.float32), jnp.ones(len(pos), jnp.float32), 0.2)
        print(f"step {step}: n={len(pos)} mean rho={float(rho.mean()):.3f}")


if __name__ == "__main__":
    main()
