import jax.numpy as jnp
import numpy as np

from implicit import CrankNicolsonCahnHilliard


def spinodal(n_steps=6, n=128, seed=0):
    solver = CrankNicolsonCahnHilliard(n)
    rng = np.random.default_rng(seed)
    u = jnp.asarray(0.05 * rng.standard_normal(n), dtype=jnp.float32)
    for k in range(n_steps):
        u = solver.step(u)
        print(f"step {k}: mass {float(u.mean()):+.5f}  variance {float(u.var()):.5f}")
    return u


if __name__ == "__main__":
    spinodal()
