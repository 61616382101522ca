import numpy as np

VOCAB = ["<pad>", "<bos>", "<eos>"] + list("abcdefghijklmnopqrstuvwxyz .,")
STOI = {c: i for i, c in enumerate(VOCAB)}
PAD_ID = 0
MAX_LEN = 96


def encode(text):
    return [1] + [STOI[c] for c in text.lower() if c in STOI] + [2]


def synthetic_corpus(n, seed=0):
    rng = np.random.default_rng(seed)
    words = ["the", "cat", "sat", "on", "a", "mat", "speech", "model", "token", "audio"]
    out = []
    for _ in range(n):
        k = int(rng.integers(3, 12))
        out.append(" ".join(rng.choice(words, size=k)))
    return out


def collate(texts, max_len=MAX_LEN):
    ids = [encode(t)[:max_len] for t in texts]
    batch = np.full((len(ids), max_len), PAD_ID, dtype=np.int32)
    for i, seq in enumerate(ids):
        batch[i, : len(seq)] = seq
    return {"input_ids": batch, "mask": (batch != PAD_ID).astype(np.float32)}


def batches(texts, batch_size):
    for start in range(0, len(texts) - batch_size + 1, batch_size):
        yield collate(texts[start : start + batch_size])
