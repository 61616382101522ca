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


def handle_request(model, params, texts):
    ids = encode_request(texts, model.vocab_size)
    scores = jax.jit(model.apply)({"params": params}, ids)
    return [{"text": t, "toxicity": round(float(s), 4)} for t, s in zip(texts, scores)]
