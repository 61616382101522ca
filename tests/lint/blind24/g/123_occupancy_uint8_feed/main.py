import jax
import jax.numpy as jnp
import numpy as np

from feeds import poll

LEVEL_LOAD = jnp.asarray([0.1, 0.35, 0.6, 0.85, 1.05], jnp.float32)


@jax.jit
def crowded_share(levels):
    load = LEVEL_LOAD[levels]
    return jnp.mean(load > 0.8)


def main():
    rng = np.random.default_rng(0)
    for minute in range(6):
        levels = poll(rng, minute)
        print(minute, levels.dtype, round(float(crowded_share(levels)), 3))


if __name__ == "__main__":
    main()
