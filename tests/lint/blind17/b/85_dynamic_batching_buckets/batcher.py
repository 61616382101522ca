import numpy as np

BATCH_BUCKETS = (4, 16)


class MicroBatcher:
    def __init__(self, max_batch=16):
        self.max_batch = max_batch
        self.pending = []

    def submit(self, request):
        self.pending.append(request)

    def flush(self):
        take, self.pending = self.pending[: self.max_batch], self.pending[self.max_batch:]
        size = next(b for b in BATCH_BUCKETS if b >= len(take))
        users = np.zeros(size, np.int32)
        cands = np.zeros((size, len(take[0]["candidates"])), np.int32)
        users[:len(take)] = [r["user"] for r in take]
        cands[:len(take)] = np.stack([r["candidates"] for r in take])
        return users, cands, [r["id"] for r in take]
