import numpy as np

PAD_ID = 0


def collate(seqs):
    max_len = max(len(s) for s in seqs)
    tokens = np.full((len(seqs), max_len), PAD_ID, dtype=np.int32)
    mask = np.zeros((len(seqs), max_len), dtype=np.float32)
    for i, s in enumerate(seqs):
        tokens[i, :len(s)] = s
        mask[i, :len(s)] = 1.0
    return tokens, mask


def batches(dataset, batch_size):
    for i in range(0, len(dataset), batch_size):
        yield collate(dataset[i:i + batch_size])
