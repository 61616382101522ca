import numpy as np


def synthetic_corpus(n_docs, vocab, seed=0):
    rng = np.random.default_rng(seed)
    return [rng.integers(1, vocab, size=rng.integers(5, 40)).tolist() for _ in range(n_docs)]


def pack_batches(docs, batch_size, seq_len=48, eos_id=0):
    batch = []
    for doc in docs:
        batch.append((doc + [eos_id])[:seq_len])
        if len(batch) == batch_size:
            arr = np.zeros((batch_size, seq_len), dtype=np.int32)
            for i, d in enumerate(batch):
                arr[i, : len(d)] = d
            yield arr
            batch = []
