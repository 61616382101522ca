import numpy as np
import jax
from net import detector
from server import DetectionServer, N_RX, N_TX

params = detector.init(jax.random.PRNGKey(0), np.zeros((1, N_RX * 2), np.float32),
                       np.zeros((1, N_RX * N_TX * 2), np.float32))
srv = DetectionServer(params)
rng = np.random.default_rng(0)
for i in range(12):
    out = srv.handle(rng)
print(out.shape, int(out.sum()))
