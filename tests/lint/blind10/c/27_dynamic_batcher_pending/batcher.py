import collections
import itertools


class MicroBatcher:
    """Collects queued requests and releases up to max_batch of them per tick."""

    def __init__(self, max_batch):
        self.max_batch = max_batch
        self.queue = collections.deque()

    def submit(self, request):
        self.queue.append(request)

    def drain(self):
        batch = list(itertools.islice(self.queue, self.max_batch))
        for _ in batch:
            self.queue.popleft()
        return batch
