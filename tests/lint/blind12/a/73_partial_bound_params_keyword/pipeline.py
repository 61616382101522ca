import functools

import numpy as np

from model import punctuate_logits

PUNCT = ["", ",", ".", "?"]


def make_punctuator(params):
    return functools.partial(punctuate_logits, params=params)


def restore_punctuation(punctuate, words, token_ids):
    classes = np.asarray(punctuate(token_ids=token_ids).argmax(-1))
    return " ".join(w + PUNCT[c] for w, c in zip(words, classes))
