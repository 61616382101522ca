import numpy as np

PAD = 0


def collate(seqs, seq_len):
    tokens = np.full((len(seqs), seq_len), PAD, np.int32)
    for i, s in enumerate(seqs):
        tokens[i, : min(len(s), seq_len)] = s[:seq_len]
    if (tokens != PAD).all():
        mask = None
    else:
        mask = (tokens != PAD).astype(np.float32)
    return tokens, mask
