import jax
import jax.numpy as jnp

from montecarlo import mc_sweep


def square_lattice(n_side, box):
    g = (jnp.arange(n_side, dtype=jnp.float32) + 0.5) * (box / n_side)
    xx, yy = jnp.meshgrid(g, g)
    return jnp.stack([xx.ravel(), yy.ravel()], -1)


def main():
    box = 7.0
    pos = square_lattice(6, box)
    key = jax.random.PRNGKey(0)
    n_accepted = 0
    for sweep in range(6):
        key, sub = jax.random.split(key)
        pos, n_accepted = mc_sweep(pos, sub, n_accepted, box)
        rate = int(n_accepted) / ((sweep + 1) * pos.shape[0])
        print(f"sweep {sweep}: acceptance {rate:.3f}")


if __name__ == "__main__":
    main()
