import jax.numpy as jnp
import numpy as np

from attribution import time_decay_credit

CAMPAIGNS = ["black_friday", "cyber_monday", "holiday_gifts", "new_year_sale"]


def main():
    rng = np.random.default_rng(0)
    for cid, name in enumerate(CAMPAIGNS):
        touches = jnp.asarray(np.sort(rng.uniform(0, 14, 8)), jnp.float32)
        credit = time_decay_credit(touches, jnp.float32(14.0), jnp.float32(3.0), cid)
        print(name, np.round(np.asarray(credit[-3:]), 3))


if __name__ == "__main__":
    main()
