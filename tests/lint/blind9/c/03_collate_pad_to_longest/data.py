import numpy as np

PAD_ID = 0


def load_corpus(n_docs, vocab_size, seed=0):
    rng = np.random.default_rng(seed)
    lengths = rng.integers(5, 60, size=n_docs)
    return [rng.integers(1, vocab_size, size=n).tolist() for n in lengths]


def collate(batch):
    max_len = max(len(s) for s in batch)
    tokens = np.full((len(batch), max_len), PAD_ID, dtype=np.int32)
    mask = np.zeros((len(batch), max_len), dtype=np.float32)
    for i, seq in enumerate(batch):
        tokens[i, : len(seq)] = seq
        mask[i, : len(seq)] = 1.0
    return {"tokens": tokens, "mask": mask}


def batched(docs, batch_size):
    for start in range(0, len(docs) - batch_size + 1, batch_size):
        yield collate(docs[start : start + batch_size])
