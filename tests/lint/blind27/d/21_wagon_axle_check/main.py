import jax
import jax.numpy as jnp
import numpy as np

from consist import initial_consist, reshuffle, add_cargo


@jax.jit
def axle_check(wagons, limit_t):
    loads = jnp.stack(wagons)
    return jnp.max(loads), jnp.sum(loads > limit_t)


def main():
    rng = np.random.default_rng(17)
    consist = initial_consist(rng)
    limit = jnp.float32(22.5)
    for stop in range(5):
        heaviest, over = axle_check(consist, limit)
        print(f"stop {stop}: heaviest axle {float(heaviest):.1f} t, {int(over)} over limit")
        consist = add_cargo(reshuffle(consist, rng), rng)


if __name__ == "__main__":
    main()
