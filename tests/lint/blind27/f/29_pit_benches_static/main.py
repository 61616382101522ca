from functools import partial

import jax
import jax.numpy as jnp

from pits import pit_sections


@partial(jax.jit, static_argnames=("n_benches",))
def ultimate_pit_2d(block_value, n_benches):
    # dynamic programming pit limit on a 2D section with 45 degree slopes
    best = block_value[0]
    cum = jnp.cumsum(block_value, axis=0)

    def body(k, acc):
        prev = acc
        shifted = jnp.maximum(jnp.maximum(jnp.roll(prev, 1), prev), jnp.roll(prev, -1))
        return jnp.maximum(prev, shifted + cum[k] - cum[k - 1])

    best = jax.lax.fori_loop(1, n_benches, body, best)
    return jnp.max(jnp.cumsum(jnp.maximum(best, 0.0))), best


def main():
    for name, depth, value in pit_sections():
        total, profile = ultimate_pit_2d(value, n_benches=depth)
        print(f"{name}: section value {float(total):.1f} M$")


if __name__ == "__main__":
    main()
