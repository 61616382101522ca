import numpy as np
from store import FilingStore

rng = np.random.default_rng(0)
dockets = np.array([f"1:23-cv-{i:05d}" for i in range(100)])
store = FilingStore(rng.normal(size=(100, 16)).astype(np.float32), dockets)
for i in [3, 17, 42]:
    print(store.by_position(i).tolist())
for d in ["1:23-cv-00008", "1:23-cv-00099"]:
    print(store.by_docket(d).tolist())
