import jax
import numpy as np

from features import history_windows, window_features

N_ITEMS = 400


def user_histories(n_users, seed=0):
    rng = np.random.default_rng(seed)
    for uid in range(n_users):
        yield uid, rng.integers(0, N_ITEMS, size=int(rng.integers(20, 120))).astype(np.int32)


def main():
    item_price = jax.random.uniform(jax.random.PRNGKey(0), (N_ITEMS,), minval=1.0, maxval=50.0)
    table = {}
    for uid, events in user_histories(6):
        wins, valid = history_windows(events)
        table[uid] = np.asarray(window_features(wins, valid, item_price))
        print(f"user {uid}: {len(events)} events, {int(valid.sum())} windows, feat {table[uid].round(2)}")


if __name__ == "__main__":
    main()
