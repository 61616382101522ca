import jax
import jax.numpy as jnp

from integrate import brownian_step
from lattice import cubic_lattice


def msd(pos, ref, box):
    d = pos - ref
    d = d - box * jnp.round(d / box)
    return float(jnp.mean(jnp.sum(d**2, -1)))


def main():
    n_side = 4
    box = float(n_side)
    pos = jnp.asarray(cubic_lattice(n_side))
    ref = pos
    key = jax.random.PRNGKey(0)
    for it in range(10):
        key, sub = jax.random.split(key)
        pos = brownian_step(pos, sub, box, 1.0, 0.001)
    print("msd", msd(pos, ref, box))


if __name__ == "__main__":
    main()
