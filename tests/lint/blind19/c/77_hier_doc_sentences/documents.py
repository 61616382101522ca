import numpy as np

SENT_LEN = 10


def split_sentences(tokens, end_id=2):
    sents, cur = [], []
    for t in tokens:
        cur.append(t)
        if t == end_id:
            sents.append(cur)
            cur = []
    if cur:
        sents.append(cur)
    return sents


def encode_document(tokens):
    out = []
    for s in split_sentences(tokens):
        arr = np.zeros(SENT_LEN, dtype=np.int32)
        s = s[:SENT_LEN]
        arr[:len(s)] = s
        out.append(arr)
    return out
