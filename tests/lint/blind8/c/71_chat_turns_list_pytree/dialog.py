import zlib

import numpy as np

TURN_LEN = 8
VOCAB = 256


def encode_turn(text):
    ids = np.zeros(TURN_LEN, np.int32)
    toks = [zlib.crc32(w.encode()) % (VOCAB - 1) + 1 for w in text.lower().split()][-TURN_LEN:]
    ids[: len(toks)] = toks
    return ids


def encode_conversation(turns):
    return [encode_turn(t) for t in turns]
