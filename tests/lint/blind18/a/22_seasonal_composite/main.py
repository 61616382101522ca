import jax
import jax.numpy as jnp

from catalog import CELL_COVERAGE, acquisitions


@jax.jit
def median_composite(stack):
    return jnp.nanmedian(stack, axis=0)


def main():
    composites = {}
    for cell in CELL_COVERAGE:
        stack = jnp.asarray(acquisitions(cell))
        composites[cell] = median_composite(stack)
    for cell, comp in composites.items():
        print(cell, comp.shape, float(comp.mean()))


if __name__ == "__main__":
    main()
