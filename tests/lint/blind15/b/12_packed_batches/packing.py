import numpy as np


def pack(docs, seq_len, batch_size):
    rows, segs = [], []
    row, seg, seg_id = [], [], 1
    for doc in docs:
        doc = list(doc[:seq_len])
        if len(row) + len(doc) > seq_len:
            rows.append(row + [0] * (seq_len - len(row)))
            segs.append(seg + [0] * (seq_len - len(seg)))
            row, seg, seg_id = [], [], 1
        row += doc
        seg += [seg_id] * len(doc)
        seg_id += 1
        if len(rows) == batch_size:
            yield make_batch(rows, segs)
            rows, segs = [], []


def make_batch(rows, segs):
    tokens = np.asarray(rows, dtype=np.int32)
    segment_ids = np.asarray(segs, dtype=np.int32)
    batch = {"tokens": tokens}
    if segment_ids.max() > 1:
        batch["segment_ids"] = segment_ids
    return batch
