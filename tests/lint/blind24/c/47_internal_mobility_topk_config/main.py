import numpy as np
from recommender import MobilityRecommender
from settings import SETTINGS

rng = np.random.default_rng(2)
d = SETTINGS["embedding_dim"]
rec = MobilityRecommender(rng.normal(size=(60, d)).astype(np.float32))
for dept in ["finance", "ops", "engineering", "sales"]:
    emps = rng.normal(size=(20, d)).astype(np.float32)
    tenure = rng.integers(0, 60, size=20).astype(np.float32)
    scores, idx = rec.recommend(emps, tenure)
    print(dept, np.asarray(idx[0]))
