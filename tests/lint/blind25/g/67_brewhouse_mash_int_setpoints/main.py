import jax.numpy as jnp

from mash import fermentability
from recipes import MASH_PROGRAMS


def padded(values, n=6, fill=0):
    return values + [fill] * (n - len(values))


def main():
    for style, prog in MASH_PROGRAMS.items():
        rests = jnp.array(padded(prog["rests_c"]))
        mins = jnp.array(padded(prog["rest_min"]), dtype=jnp.float32)
        f = fermentability(rests, mins)
        print(f"{style:11s} apparent attenuation ~{100 * float(f):.0f}%")


if __name__ == "__main__":
    main()
