import numpy as np

from server import TileServer

rng = np.random.default_rng(0)
server = TileServer(rng.standard_normal((64, 128)).astype(np.float32))
requests = [{"target": t} for t in ["coarse", "medium", "coarse", "medium", "coarse", "medium"]]
for req in requests:
    print(server.handle(req))
