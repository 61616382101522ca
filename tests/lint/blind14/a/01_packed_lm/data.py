import numpy as np


def synthetic_corpus(n_docs, vocab, seed=0):
    rng = np.random.default_rng(seed)
    return [rng.integers(1, vocab, size=rng.integers(5, 40)).tolist() for _ in range(n_docs)]


def pack_batches(docs, batch_size, eos_id=0):
    batch = []
    for doc in docs:
        batch.append(doc + [eos_id])
        if len(batch) == batch_size:
            longest = max(len(d) for d in batch)
            arr = np.zeros((batch_size, longest), dtype=np.int32)
            for i, d in enumerate(batch):
                arr[i, : len(d)] = d
            yield arr
            batch = []
