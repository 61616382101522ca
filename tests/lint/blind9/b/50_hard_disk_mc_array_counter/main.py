import jax
import jax.numpy as jnp

from montecarlo import mc_sweep
from stats import Acceptance


def square_lattice(n_side, box):
    g = (jnp.arange(n_side, dtype=jnp.float32) + 0.5) * (box / n_side)
    xx, yy = jnp.meshgrid(g, g)
    return jnp.stack([xx.ravel(), yy.ravel()], -1)


def main():
    box = 7.0
    pos = square_lattice(6, box)
    key = jax.random.PRNGKey(0)
    stats = Acceptance.zeros()
    for sweep in range(6):
        key, sub = jax.random.split(key)
        pos, accepted = mc_sweep(pos, sub, stats.accepted, box)
        stats = Acceptance(accepted, stats.attempted + pos.shape[0])
        print(f"sweep {sweep}: acceptance {stats.rate:.3f}")


if __name__ == "__main__":
    main()
