import numpy as np
from segment import section_centroids, layout

rng = np.random.default_rng(0)
for doc in range(4):
    lengths = [int(n) for n in rng.integers(5, 15, size=3)]
    vecs, seg = layout(lengths, 8, rng)
    print(doc, lengths, section_centroids(vecs, seg).shape)
