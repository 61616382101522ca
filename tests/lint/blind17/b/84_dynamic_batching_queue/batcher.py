import numpy as np


class MicroBatcher:
    def __init__(self, max_batch=16):
        self.max_batch = max_batch
        self.pending = []

    def submit(self, request):
        self.pending.append(request)

    def flush(self):
        take, self.pending = self.pending[: self.max_batch], self.pending[self.max_batch:]
        users = np.array([r["user"] for r in take], np.int32)
        cands = np.stack([r["candidates"] for r in take]).astype(np.int32)
        return users, cands, [r["id"] for r in take]
