from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from registry import REGISTRY


@partial(jax.jit, static_argnums=(2,))
def dock_pressure(origin, dest, n_stations):
    out_f = jax.ops.segment_sum(jnp.ones(origin.shape), origin, num_segments=n_stations)
    in_f = jax.ops.segment_sum(jnp.ones(dest.shape), dest, num_segments=n_stations)
    return (in_f - out_f) / jnp.maximum(in_f + out_f, 1.0)


def main():
    rng = np.random.default_rng(3)
    for day in range(7):
        active = REGISTRY.codes[: int(rng.integers(40, 64))]
        o = REGISTRY.encode(rng.choice(active, 400))
        d = REGISTRY.encode(rng.choice(active, 400))
        p = dock_pressure(o, d, REGISTRY.size)
        print(day, len(active), round(float(jnp.abs(p).max()), 3))


if __name__ == "__main__":
    main()
