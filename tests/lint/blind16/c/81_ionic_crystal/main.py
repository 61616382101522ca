import setup_precision  # noqa: F401

import jax.numpy as jnp

from coulomb import damped_md_step
from structures import rock_salt


def main():
    pos, vel, charges = rock_salt(4)
    pos, vel, charges = jnp.asarray(pos), jnp.asarray(vel), jnp.asarray(charges)
    box = 4.0
    for it in range(6):
        pos, vel, e = damped_md_step(pos, vel, charges, box, 0.01)
        print(it, float(e))


if __name__ == "__main__":
    main()
