import numpy as np

AA = "ACDEFGHIKLMNPQRSTVWY"


def random_peptides(rng, n):
    return ["".join(rng.choice(list(AA), size=int(rng.integers(8, 12)))) for _ in range(n)]


def pack(peptides, capacity=96):
    tokens = np.zeros(capacity, dtype=np.int32)
    flat = [AA.index(c) for p in peptides for c in p]
    tokens[: len(flat)] = flat
    lengths = tuple(len(p) for p in peptides)
    return tokens, lengths
