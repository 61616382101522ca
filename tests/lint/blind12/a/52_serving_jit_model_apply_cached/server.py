import zlib

import jax
import numpy as np

MAX_TOKENS = 16


def encode_request(texts, vocab_size):
    ids = np.zeros((len(texts), MAX_TOKENS), dtype=np.int32)
    for i, text in enumerate(texts):
        toks = [zlib.crc32(w.encode()) % (vocab_size - 1) + 1 for w in text.lower().split()][:MAX_TOKENS]
        ids[i, : len(toks)] = toks
    return ids


class ScoringService:
    def __init__(self, model, params):
        self.model = model
        self.variables = {"params": params}
        self._apply = jax.jit(model.apply)

    def handle_request(self, texts):
        ids = encode_request(texts, self.model.vocab_size)
        scores = self._apply(self.variables, ids)
        return [{"text": t, "toxicity": round(float(s), 4)} for t, s in zip(texts, scores)]
