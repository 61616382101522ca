from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

from refdata import lot_sizes

UNIVERSE = ["7203.T", "6758.T", "9984.T", "0700.HK", "0005.HK"]


@partial(jax.jit, static_argnames=("lots",))
def round_to_lots(target_shares, lots):
    lot = jnp.asarray(lots, dtype=jnp.float32)
    return jnp.round(target_shares / lot) * lot


def main():
    rng = np.random.default_rng(102)
    for day in range(5):
        target = jnp.asarray(rng.uniform(-5000, 5000, 5).astype(np.float32))
        orders = round_to_lots(target, lots=lot_sizes(UNIVERSE))
        print(day, np.asarray(orders).astype(int))


if __name__ == "__main__":
    main()
