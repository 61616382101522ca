import numpy as np
from model import vowel_logprobs

VOWELS = ["i", "e", "a", "o", "u"]


def per_vowel_recall(params, feats, labels):
    pred = np.asarray(vowel_logprobs(params, feats=feats)).argmax(-1)
    return {v: float((pred[labels == i] == i).mean()) for i, v in enumerate(VOWELS)}
