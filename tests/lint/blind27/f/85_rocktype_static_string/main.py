from functools import partial

import jax
import jax.numpy as jnp

from geology import DENSITY, stope_blocks


@partial(jax.jit, static_argnames=("rock",))
def stope_metal(vol, zn_pct, rock):
    tonnes = vol * DENSITY[rock]
    return jnp.sum(tonnes), jnp.sum(tonnes * zn_pct / 100)


def main():
    for stope, rock, vol, grade in stope_blocks():
        t, zn = stope_metal(vol, grade, rock=rock)
        print(f"stope {stope} ({rock}): {float(t) / 1e3:.1f} kt, {float(zn):.0f} t Zn")


if __name__ == "__main__":
    main()
