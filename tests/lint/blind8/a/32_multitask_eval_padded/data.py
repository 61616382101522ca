import itertools

import numpy as np

TASK_SIZES = {"sst2": 70, "mrpc": 45, "rte": 38, "cola": 53}
SEQ_LEN = 16
VOCAB = 100


def examples(task, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(TASK_SIZES[task]):
        yield rng.integers(1, VOCAB, size=SEQ_LEN).astype(np.int32), int(rng.integers(0, 2))


def chunked(iterable, size):
    it = iter(iterable)
    while True:
        chunk = list(itertools.islice(it, size))
        if not chunk:
            return
        yield chunk


def to_padded_arrays(chunk, batch_size):
    tokens, labels = zip(*chunk)
    n = len(chunk)
    tok = np.zeros((batch_size, SEQ_LEN), dtype=np.int32)
    lab = np.zeros((batch_size,), dtype=np.int32)
    tok[:n], lab[:n] = np.stack(tokens), labels
    valid = np.arange(batch_size) < n
    return tok, lab, valid
