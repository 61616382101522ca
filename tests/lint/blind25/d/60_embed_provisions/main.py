import numpy as np
from embedder import ClauseEmbedder

rng = np.random.default_rng(0)
model = ClauseEmbedder()
for shard in range(4):
    feats = rng.normal(size=(50, 40)).astype(np.float32)
    z = model(feats)
    print(shard, z.shape, float(np.asarray(z).mean()))
