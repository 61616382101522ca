import numpy as np

from service import HintRecommender

rec = HintRecommender(n_items=50, dim=8)
rng = np.random.default_rng(5)
requests = [rng.normal(size=8).astype(np.float32) for _ in range(6)]
for sid, state in enumerate(requests):
    print("student", sid, "->", rec.recommend(state).tolist())
