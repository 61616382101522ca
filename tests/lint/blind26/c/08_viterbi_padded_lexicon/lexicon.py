import numpy as np
from align import MAX_PHONES

LEXICON = {
    "kata": [11, 2, 30, 2],
    "ombra": [20, 14, 3, 27, 2],
    "si": [31, 9],
    "pelutan": [25, 6, 17, 12, 30, 2, 22],
}


def encode(phones):
    ids = np.zeros(MAX_PHONES, np.int32)
    ids[:len(phones)] = phones
    return ids, np.int32(len(phones))
