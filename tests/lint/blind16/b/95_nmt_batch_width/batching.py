import numpy as np

PAD, PAD_MULTIPLE, MAX_LEN = 0, 16, 48


def padded_length(longest):
    """Round up to a multiple of PAD_MULTIPLE so only a few distinct widths occur."""
    width = -(-longest // PAD_MULTIPLE) * PAD_MULTIPLE
    return min(width, MAX_LEN)


def make_batch(src_seqs, tgt_seqs):
    width = padded_length(max(max(map(len, src_seqs)), max(map(len, tgt_seqs))))
    src = np.full((len(src_seqs), width), PAD, np.int32)
    tgt = np.full((len(tgt_seqs), width), PAD, np.int32)
    for i, (s, t) in enumerate(zip(src_seqs, tgt_seqs)):
        src[i, : min(len(s), width)] = s[:width]
        tgt[i, : min(len(t), width)] = t[:width]
    return src, tgt


def random_pairs(rng, n, vocab):
    src = [rng.integers(1, vocab, size=int(rng.integers(5, 45))) for _ in range(n)]
    tgt = [rng.integers(1, vocab, size=max(3, len(s) + int(rng.integers(-3, 4)))) for s in src]
    return src, tgt
