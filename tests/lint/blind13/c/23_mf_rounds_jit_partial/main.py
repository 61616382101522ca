from functools import partial

import jax
import numpy as np

from mf import sgd_epoch

N_USERS, N_ITEMS, RANK = 60, 80, 8


def daily_interactions(rng, n=256):
    users = rng.integers(0, N_USERS, n)
    items = rng.integers(0, N_ITEMS, n)
    ratings = rng.integers(1, 6, n).astype(np.float32)
    return users, items, ratings


def main():
    rng = np.random.default_rng(9)
    key_u, key_i = jax.random.split(jax.random.PRNGKey(0))
    user_f = jax.random.normal(key_u, (N_USERS, RANK)) * 0.1
    item_f = jax.random.normal(key_i, (N_ITEMS, RANK)) * 0.1
    lr, reg = 0.5, 0.01
    for day in range(6):
        users, items, ratings = daily_interactions(rng)
        step = jax.jit(partial(sgd_epoch, lr=lr, reg=reg))
        user_f, item_f, mse = step(user_f, item_f, users, items, ratings)
        print(f"day {day}: mse {float(mse):.3f}")


if __name__ == "__main__":
    main()
