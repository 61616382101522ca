import numpy as np
from service import HaematologyService

rng = np.random.default_rng(31)
svc = HaematologyService(weights=np.array([-6.0, -4.0, -3.0, 0.5, 1.0], np.float32), bias=np.float32(-1.0))
queue_sizes = [3, 7, 3, 12, 1, 7]
for i, n in enumerate(queue_sizes):
    request = [{"id": f"S{i}-{j}", "panel": rng.normal([40, 13, 6, 70, 1], [6, 2, 1, 4, 0.5]).tolist()} for j in range(n)]
    out = svc.handle(request)
    print(i, [round(o["p_anaemia"], 2) for o in out])
