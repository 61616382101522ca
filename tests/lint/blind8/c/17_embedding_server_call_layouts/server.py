import zlib

import numpy as np

from encoder import encode

SEQ_LEN = 12
BATCH = 4


def tokenize(texts, vocab=64):
    ids = np.zeros((BATCH, SEQ_LEN), np.int32)
    mask = np.zeros((BATCH, SEQ_LEN), np.float32)
    for i, t in enumerate(texts[:BATCH]):
        toks = [zlib.crc32(w.encode()) % (vocab - 1) + 1 for w in t.lower().split()][:SEQ_LEN]
        ids[i, : len(toks)] = toks
        mask[i, : len(toks)] = 1.0
    return ids, mask


class EmbeddingServer:
    def __init__(self, params, temperature=0.05):
        self.params = params
        self.temperature = temperature

    def warmup(self):
        ids, mask = tokenize(["warmup"])
        encode(self.params, ids, mask=mask).block_until_ready()

    def embed(self, texts):
        ids, mask = tokenize(texts)
        return np.asarray(encode(self.params, ids, mask))[: len(texts)]

    def rank(self, query, docs):
        q_ids, q_mask = tokenize([query])
        q = encode(self.params, q_ids, q_mask, temperature=self.temperature)[0]
        d = self.embed(docs)
        order = np.argsort(-(d @ np.asarray(q)))
        return [docs[i] for i in order]
