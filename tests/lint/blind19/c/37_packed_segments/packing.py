import numpy as np


def pack_sentences(sentences, row_len):
    """Greedily pack several short sentences into one fixed-length row."""
    ids = np.zeros(row_len, dtype=np.int32)
    lengths = []
    pos = 0
    for s in sentences:
        if pos + len(s) > row_len:
            break
        ids[pos:pos + len(s)] = s
        lengths.append(len(s))
        pos += len(s)
    return ids, tuple(lengths)
