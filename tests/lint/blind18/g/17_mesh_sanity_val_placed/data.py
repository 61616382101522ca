import collections
import itertools

import jax
import numpy as np


def batches(x, y, bs):
    for i in range(0, len(x) - bs + 1, bs):
        yield {"x": x[i:i + bs], "y": y[i:i + bs]}


def prefetch_to_mesh(iterator, sharding, size=2):
    """Keeps `size` batches in flight on the mesh, like flax's prefetch_to_device."""
    queue = collections.deque()

    def enqueue(n):
        for batch in itertools.islice(iterator, n):
            queue.append(jax.device_put(batch, sharding))

    enqueue(size)
    while queue:
        yield queue.popleft()
        enqueue(1)


def synthetic(n, d, seed):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, d)).astype(np.float32)
    y = (x @ rng.normal(size=(d,)) > 0).astype(np.int32)
    return x, y
