import jax
import jax.numpy as jnp

from catalog import CELL_COVERAGE, acquisitions


@jax.jit
def median_composite(scenes):
    stack = jnp.stack(scenes)
    return jnp.median(stack, axis=0)


def main():
    composites = {}
    for cell in CELL_COVERAGE:
        scenes = [jnp.asarray(s) for s in acquisitions(cell)]
        composites[cell] = median_composite(scenes)
    for cell, comp in composites.items():
        print(cell, comp.shape, float(comp.mean()))


if __name__ == "__main__":
    main()
