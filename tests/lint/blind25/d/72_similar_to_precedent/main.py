import numpy as np
from store import PrecedentStore

rng = np.random.default_rng(0)
titles = np.array([f"Case {i}" for i in range(100)])
store = PrecedentStore(rng.normal(size=(100, 16)).astype(np.float32), titles)
for i in [3, 17, 42]:
    print(store.by_position(i).tolist())
for t in ["Case 8", "Case 99"]:
    print(store.by_title(t).tolist())
