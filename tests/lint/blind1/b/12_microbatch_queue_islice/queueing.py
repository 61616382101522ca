import collections
import itertools

import numpy as np


class RequestQueue:
    def __init__(self):
        self._q = collections.deque()

    def put(self, item):
        self._q.append(item)

    def __len__(self):
        return len(self._q)

    def drain(self):
        while self._q:
            yield self._q.popleft()


def next_microbatch(queue, max_batch):
    items = list(itertools.islice(queue.drain(), max_batch))
    return np.stack(items) if items else None


def simulate_arrivals(queue, n, dim, rng):
    for _ in range(n):
        queue.put(rng.standard_normal(dim).astype(np.float32))
