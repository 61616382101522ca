import numpy as np

SENT_LEN = 10
MAX_SENTS = 6


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
    out = np.zeros((MAX_SENTS, SENT_LEN), dtype=np.int32)
    present = np.zeros(MAX_SENTS, dtype=bool)
    for i, s in enumerate(split_sentences(tokens)[:MAX_SENTS]):
        s = s[:SENT_LEN]
        out[i, :len(s)] = s
        present[i] = True
    return out, present
