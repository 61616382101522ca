import numpy as np
from similarity import score_batch

# cognate candidate ranking: similarity of word-pair feature vectors across two languages
rng = np.random.default_rng(48)
for batch in range(5):
    a = rng.normal(size=(32, 24)).astype(np.float32)
    b = (a + rng.normal(scale=1.0, size=(32, 24))).astype(np.float32)
    s = np.asarray(score_batch(a, b))
    print(batch, float(s.mean()))
