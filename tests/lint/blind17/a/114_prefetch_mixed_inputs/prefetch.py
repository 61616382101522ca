import jax
import numpy as np


def prefetch_to_device(batches, size=2):
    queue = []
    for i, batch in enumerate(batches):
        if i < size:
            queue.append(batch)
        else:
            queue.append(jax.device_put(batch))
        if len(queue) > size:
            yield queue.pop(0)
    yield from queue


def wsi_patch_batches(rng, n, batch=8, size=24):
    for _ in range(n):
        x = rng.random((batch, size, size, 3), dtype=np.float32)
        y = rng.integers(0, 2, size=batch).astype(np.int32)
        yield x, y
