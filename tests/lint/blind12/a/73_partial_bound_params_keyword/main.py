import zlib

import jax
import numpy as np

from model import init, punctuate_logits
from pipeline import make_punctuator, restore_punctuation

VOCAB = 100
TRANSCRIPTS = ["so what do we do now", "i think we should wait a bit",
               "ok then lets go home", "did you see that game last night"]


def ids_for(words, length=8):
    ids = np.zeros(length, dtype=np.int32)
    ids[: len(words)] = [zlib.crc32(w.encode()) % (VOCAB - 1) + 1 for w in words][:length]
    return ids


if __name__ == "__main__":
    params = init(jax.random.PRNGKey(0))
    punctuate = make_punctuator(params)
    for text in TRANSCRIPTS:
        words = text.split()
        print(restore_punctuation(punctuate, words, ids_for(words)))
    # sanity check against a direct call on the first transcript
    first = TRANSCRIPTS[0].split()
    direct = punctuate_logits(params, ids_for(first))
    print("direct call agrees:", bool((direct.argmax(-1) == punctuate(token_ids=ids_for(first)).argmax(-1)).all()))
