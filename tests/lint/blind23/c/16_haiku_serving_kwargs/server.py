import numpy as np
from net import serve_detect

N_RX, N_TX = 4, 4


class DetectionServer:
    def __init__(self, params, batch=32):
        self.params = params
        self.batch = batch

    def _request(self, rng):
        h = rng.standard_normal((self.batch, N_RX * N_TX * 2)).astype(np.float32)
        rx = rng.standard_normal((self.batch, N_RX * 2)).astype(np.float32)
        return {"rx": rx, "h": h}

    def handle(self, rng):
        req = self._request(rng)
        return serve_detect(self.params, **req)
