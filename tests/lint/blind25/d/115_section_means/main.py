import numpy as np
from segment import section_means

rng = np.random.default_rng(0)
for doc in range(4):
    lengths = tuple(int(n) for n in rng.integers(5, 15, size=3))
    toks = rng.normal(size=(sum(lengths), 8)).astype(np.float32)
    out = section_means(toks, section_lengths=lengths)
    print(doc, lengths, out.shape)
