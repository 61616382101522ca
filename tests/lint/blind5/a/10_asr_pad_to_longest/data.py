import numpy as np

VOCAB = "abcdefghijklmnopqrstuvwxyz '"


def synth_corpus(rng, n_utts=12, n_feats=20):
    utts = []
    for _ in range(n_utts):
        n_frames = int(rng.integers(30, 90))
        feats = rng.standard_normal((n_frames, n_feats)).astype(np.float32)
        n_chars = max(1, n_frames // 8)
        text = "".join(rng.choice(list(VOCAB), n_chars))
        utts.append({"feats": feats, "text": text})
    return utts


def collate(batch):
    max_len = max(u["feats"].shape[0] for u in batch)
    n_feats = batch[0]["feats"].shape[1]
    feats = np.zeros((len(batch), max_len, n_feats), np.float32)
    mask = np.zeros((len(batch), max_len), np.float32)
    for i, u in enumerate(batch):
        n = u["feats"].shape[0]
        feats[i, :n] = u["feats"]
        mask[i, :n] = 1.0
    return feats, mask


def batches(utts, batch_size):
    for i in range(0, len(utts) - batch_size + 1, batch_size):
        yield collate(utts[i:i + batch_size])
