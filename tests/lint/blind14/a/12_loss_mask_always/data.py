import numpy as np

SEQ = 16


def packed_stream(vocab, batch_size, n_batches, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n_batches):
        tokens = rng.integers(1, vocab, size=(batch_size, SEQ)).astype(np.int32)
        seg = np.zeros_like(tokens)
        n_docs = rng.integers(1, 3)
        if n_docs > 1:
            seg[:, SEQ // 2:] = 1
        yield {"input_ids": tokens, "segment_ids": seg}
