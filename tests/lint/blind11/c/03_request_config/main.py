import numpy as np

from router import Router

rng = np.random.default_rng(2)
router = Router()
requests = [{"scores": rng.normal(size=(10,)).astype(np.float32)} for _ in range(6)]

for req in requests:
    vals, idx = router.handle(req)
    print(np.asarray(idx).tolist())
