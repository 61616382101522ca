import zlib

import numpy as np

TURN_LEN = 8
MAX_TURNS = 6
VOCAB = 256


def encode_turn(text):
    ids = np.zeros(TURN_LEN, np.int32)
    toks = [zlib.crc32(w.encode()) % (VOCAB - 1) + 1 for w in text.lower().split()][-TURN_LEN:]
    ids[: len(toks)] = toks
    return ids


def encode_conversation(turns):
    """Most recent MAX_TURNS turns, right-aligned in a fixed (MAX_TURNS, TURN_LEN) block."""
    block = np.zeros((MAX_TURNS, TURN_LEN), np.int32)
    recent = turns[-MAX_TURNS:]
    for i, t in enumerate(recent):
        block[MAX_TURNS - len(recent) + i] = encode_turn(t)
    return block
