import numpy as np


def make_sessions(rng, n, num_items):
    return [rng.integers(1, num_items, int(rng.integers(2, 7))) for _ in range(n)]


def session_parallel(sessions, width):
    active = list(range(min(width, len(sessions))))
    cursor = {s: 0 for s in active}
    while active:
        inputs = np.array([sessions[s][cursor[s]] for s in active], np.int32)
        targets = np.array([sessions[s][cursor[s] + 1] for s in active], np.int32)
        yield active, inputs, targets
        still = []
        for s in active:
            cursor[s] += 1
            if cursor[s] + 1 < len(sessions[s]):
                still.append(s)
        active = still
