import numpy as np

VOCAB = 200


def synth_cues(n, seed=3):
    rng = np.random.default_rng(seed)
    cues = []
    for _ in range(n):
        length = int(rng.integers(3, 20))
        tokens = rng.integers(1, VOCAB, size=length).astype(np.int32)
        durations = rng.uniform(0.05, 0.6, size=length).astype(np.float32)
        cues.append((tokens, durations))
    return cues


def collate(cues):
    longest = max(len(t) for t, _ in cues)
    toks = np.zeros((len(cues), longest), np.int32)
    durs = np.zeros((len(cues), longest), np.float32)
    for i, (t, d) in enumerate(cues):
        toks[i, :len(t)] = t
        durs[i, :len(d)] = d
    return toks, durs


def iterate(cues, batch_size):
    for i in range(0, len(cues) - batch_size + 1, batch_size):
        yield collate(cues[i:i + batch_size])
