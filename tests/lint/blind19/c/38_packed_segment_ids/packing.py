import numpy as np


def pack_sentences(sentences, row_len):
    """Greedily pack several short sentences into one fixed-length row."""
    ids = np.zeros(row_len, dtype=np.int32)
    segment_ids = np.zeros(row_len, dtype=np.int32)
    pos = 0
    for seg, s in enumerate(sentences, start=1):
        if pos + len(s) > row_len:
            break
        ids[pos:pos + len(s)] = s
        segment_ids[pos:pos + len(s)] = seg
        pos += len(s)
    return ids, segment_ids
