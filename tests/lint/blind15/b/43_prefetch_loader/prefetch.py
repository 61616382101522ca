import collections
import threading

import jax.numpy as jnp


class Prefetcher:
    """Moves batches to device ahead of use; the first batch is fetched synchronously."""

    def __init__(self, iterator, depth=2):
        self.iterator = iterator
        self.queue = collections.deque()
        self.depth = depth
        self.first = next(iterator)
        self.lock = threading.Lock()

    def _fill(self):
        while len(self.queue) < self.depth:
            try:
                host = next(self.iterator)
            except StopIteration:
                return
            self.queue.append([jnp.asarray(x) for x in host])

    def __iter__(self):
        if self.first is not None:
            first, self.first = self.first, None
            yield first
        self._fill()
        while self.queue:
            with self.lock:
                item = self.queue.popleft()
            yield item
            self._fill()
