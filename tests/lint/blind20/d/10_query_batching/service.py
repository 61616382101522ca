from collections import deque

import numpy as np

SEQ_LEN = 12
BATCH_BUCKETS = (4, 16)


def bucket_size(n):
    for b in BATCH_BUCKETS:
        if n <= b:
            return b
    return BATCH_BUCKETS[-1]


class QueryBatcher:
    def __init__(self, encode_fn, params, max_batch=16):
        self.encode_fn = encode_fn
        self.params = params
        self.max_batch = max_batch
        self.queue = deque()

    def submit(self, request_id, token_ids):
        self.queue.append((request_id, token_ids))

    def flush(self):
        items = []
        while self.queue and len(items) < self.max_batch:
            items.append(self.queue.popleft())
        if not items:
            return {}
        size = bucket_size(len(items))
        tokens = np.zeros((size, SEQ_LEN), dtype=np.int32)
        tokens[: len(items)] = np.stack([t for _, t in items])
        emb = np.asarray(self.encode_fn(self.params, tokens))
        return {rid: e for (rid, _), e in zip(items, emb)}
