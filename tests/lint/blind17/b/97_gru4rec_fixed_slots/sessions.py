import numpy as np


def make_sessions(rng, n, num_items):
    return [rng.integers(1, num_items, int(rng.integers(2, 7))) for _ in range(n)]


def session_parallel(sessions, width):
    slots = list(range(min(width, len(sessions)))) + [None] * max(0, width - len(sessions))
    cursor = {s: 0 for s in slots if s is not None}
    while any(s is not None for s in slots):
        inputs = np.zeros(width, np.int32)
        targets = np.zeros(width, np.int32)
        valid = np.zeros(width, bool)
        for i, s in enumerate(slots):
            if s is not None:
                inputs[i] = sessions[s][cursor[s]]
                targets[i] = sessions[s][cursor[s] + 1]
                valid[i] = True
        yield list(slots), inputs, targets, valid
        for i, s in enumerate(slots):
            if s is not None:
                cursor[s] += 1
                if cursor[s] + 1 >= len(sessions[s]):
                    slots[i] = None
