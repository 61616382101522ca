import numpy as np

PAD_ID = 0


def tokenize(text, vocab):
    return [vocab.setdefault(w, len(vocab) + 1) for w in text.lower().split()]


def collate(batch):
    max_len = max(len(s) for s in batch)
    tokens = np.full((len(batch), max_len), PAD_ID, dtype=np.int32)
    for i, seq in enumerate(batch):
        tokens[i, :len(seq)] = seq
    return tokens


def batched(seqs, batch_size):
    for i in range(0, len(seqs), batch_size):
        yield collate(seqs[i:i + batch_size])
