import numpy as np

SEQ = 16


def packed_stream(vocab, batch_size, n_batches, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        tokens = rng.integers(1, vocab, size=(batch_size, SEQ)).astype(np.int32)
        batch = {"input_ids": tokens}
        n_docs = rng.integers(1, 3)
        if n_docs > 1:
            cut = SEQ // 2
            seg = np.zeros_like(tokens)
            seg[:, cut:] = 1
            batch["segment_ids"] = seg
        yield batch
