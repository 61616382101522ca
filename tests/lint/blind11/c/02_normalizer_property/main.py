import numpy as np

from features import FeatureNormalizer

rng = np.random.default_rng(1)
history = rng.normal(size=(64, 5)).astype(np.float32)
norm = FeatureNormalizer.fit(history)

shards = [rng.normal(size=(16, 5)).astype(np.float32) for _ in range(5)]
out = []
for shard in shards:
    out.append(np.asarray(norm.transform(shard)))

print(np.concatenate(out).shape)
