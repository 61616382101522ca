import numpy as np
from wals import load_languages, observed, N_FEATURES
from score import head_final_score

# typological index (head-finality) from binary WALS-style features, missing values skipped
rng = np.random.default_rng(0)
weights = rng.normal(size=N_FEATURES).astype(np.float32)
for name, (vals, missing) in load_languages().items():
    v, w = observed(vals, missing, weights)
    print(name, len(v), round(float(head_final_score(v, w)), 3))
