import numpy as np

SCANNERS = {"confocal_a": np.uint8, "widefield_b": np.uint16}


def load_field(rng, scanner, size=48):
    dtype = SCANNERS[scanner]
    peak = np.iinfo(dtype).max
    return (rng.random((size, size)) * peak).astype(dtype)


def fields(rng, n):
    names = list(SCANNERS)
    for i in range(n):
        scanner = names[i % len(names)]
        yield scanner, load_field(rng, scanner)
