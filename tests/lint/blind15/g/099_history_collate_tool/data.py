import numpy as np

N_ITEMS = 200


def user_histories(rng, n_users=96, max_events=40):
    out = []
    for _ in range(n_users):
        n = int(rng.integers(3, max_events))
        items = rng.integers(1, N_ITEMS, n)
        out.append((items[:-1], int(items[-1])))
    return out


def batches(records, batch_size=8):
    for i in range(0, len(records), batch_size):
        chunk = records[i:i + batch_size]
        yield [h for h, _ in chunk], [t for _, t in chunk]
