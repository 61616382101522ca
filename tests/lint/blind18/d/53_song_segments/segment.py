import numpy as np

SEG = 2048


def split_song(audio, seg=SEG):
    n = len(audio) // seg
    return audio[: n * seg].reshape(n, seg)
