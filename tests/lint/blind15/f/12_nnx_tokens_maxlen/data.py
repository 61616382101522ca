import numpy as np

MAX_LEN = 24


def synthetic_corpus(n, vocab, seed):
    rng = np.random.default_rng(seed)
    out = []
    for _ in range(n):
        length = int(rng.integers(3, 20))
        toks = rng.integers(1, vocab, size=length)
        out.append((toks, int(toks.mean() > vocab / 2)))
    return out


def collate(examples, max_len=MAX_LEN):
    tokens = np.zeros((len(examples), max_len), np.int32)
    mask = np.zeros((len(examples), max_len), np.float32)
    for i, (t, _) in enumerate(examples):
        t = t[:max_len]
        tokens[i, :len(t)] = t
        mask[i, :len(t)] = 1.0
    labels = np.array([y for _, y in examples], np.int32)
    return {"tokens": tokens, "mask": mask, "label": labels}
