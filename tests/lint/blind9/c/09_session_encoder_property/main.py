import collections

import jax
import numpy as np

from encoder import SessionEncoder

N_ITEMS, DIM, WINDOW, N_USERS = 300, 16, 6, 8


def click_stream(n_ticks, seed=3):
    rng = np.random.default_rng(seed)
    for _ in range(n_ticks):
        yield rng.integers(0, N_USERS, size=12), rng.integers(0, N_ITEMS, size=12)


def main():
    enc = SessionEncoder(jax.random.PRNGKey(0), N_ITEMS, DIM, WINDOW)
    history = collections.defaultdict(lambda: collections.deque([0] * WINDOW, maxlen=WINDOW))
    for tick, (users, items) in enumerate(click_stream(6)):
        for u, it in zip(users, items):
            history[int(u)].append(int(it))
        recent = np.array([list(history[u]) for u in range(N_USERS)], dtype=np.int32)
        intents = enc.encode(recent)
        print(f"tick {tick}: intent[0][:3] = {np.asarray(intents)[0, :3]}")


if __name__ == "__main__":
    main()
