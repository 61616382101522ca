import numpy as np


def collate(batch):
    longest = max(len(toks) for toks, _ in batch)
    tokens = np.zeros((len(batch), longest), np.int32)
    labels = np.zeros(len(batch), np.float32)
    for i, (toks, lab) in enumerate(batch):
        tokens[i, :len(toks)] = toks
        labels[i] = lab
    return tokens, labels


def review_batches(reviews, batch_size):
    for s in range(0, len(reviews) - batch_size + 1, batch_size):
        yield collate(reviews[s:s + batch_size])
