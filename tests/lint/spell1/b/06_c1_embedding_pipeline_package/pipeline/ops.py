import numpy as np

MAX_TOKENS = 12


def tokenize(sentence, vocab_size=512):
    ids = [sum(map(ord, w)) % vocab_size for w in sentence.lower().split()][:MAX_TOKENS]
    ids += [0] * (MAX_TOKENS - len(ids))
    return np.array(ids, dtype=np.int32)


def batched(iterable, size):
    buf = []
    for item in iterable:
        buf.append(item)
        if len(buf) == size:
            yield np.stack(buf)
            buf = []
    if buf:
        yield np.stack(buf)
