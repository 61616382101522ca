import numpy as np

GLOSS_VOCAB = ["<pad>", "<bos>", "I", "YOU", "GO", "STORE", "TOMORROW", "WANT", "EAT", "HOME", "NOT", "FINISH"]
FRAMES = 40


def sentence_corpus(n, seed=0):
    rng = np.random.default_rng(seed)
    for _ in range(n):
        k = int(rng.integers(2, 7))
        glosses = rng.integers(2, len(GLOSS_VOCAB), size=k)
        video_feats = rng.normal(size=(FRAMES, 64)).astype(np.float32)
        yield video_feats, glosses


def collate(items):
    feats = np.stack([f for f, _ in items])
    longest = max(len(g) for _, g in items)
    tgt = np.zeros((len(items), longest + 1), np.int32)
    for i, (_, g) in enumerate(items):
        tgt[i, 0] = 1
        tgt[i, 1 : len(g) + 1] = g
    return feats, tgt


def batched(it, bs):
    buf = []
    for item in it:
        buf.append(item)
        if len(buf) == bs:
            yield collate(buf)
            buf = []
