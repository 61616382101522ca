import numpy as np

PAD_ID = 0
MAX_LEN = 48


def synthetic_corpus(n_docs, vocab_size, seed=0):
    rng = np.random.default_rng(seed)
    lengths = rng.integers(5, 40, size=n_docs)
    return [rng.integers(1, vocab_size, size=int(n)).astype(np.int32) for n in lengths]


def collate(docs):
    tokens = np.full((len(docs), MAX_LEN), PAD_ID, dtype=np.int32)
    for i, d in enumerate(docs):
        d = d[:MAX_LEN]
        tokens[i, : len(d)] = d
    mask = (tokens != PAD_ID).astype(np.float32)
    return {"tokens": tokens, "mask": mask}


def batches(docs, batch_size):
    for start in range(0, len(docs) - batch_size + 1, batch_size):
        yield collate(docs[start : start + batch_size])
