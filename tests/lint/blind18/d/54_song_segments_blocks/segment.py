import numpy as np

SEG = 2048
BLOCK = 4


def split_song(audio, seg=SEG):
    n = len(audio) // seg
    return audio[: n * seg].reshape(n, seg)


def segment_blocks(segs, block=BLOCK):
    n = segs.shape[0]
    padded_n = -(-n // block) * block
    padded = np.zeros((padded_n, segs.shape[1]), segs.dtype)
    padded[:n] = segs
    valid = np.arange(padded_n) < n
    for s in range(0, padded_n, block):
        yield padded[s:s + block], valid[s:s + block]
