from collections import deque

import numpy as np

SEQ_LEN = 12


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
        tokens = np.stack([t for _, t in items])
        emb = np.asarray(self.encode_fn(self.params, tokens))
        return {rid: e for (rid, _), e in zip(items, emb)}
