import numpy as np

from model import moisture_endpoint


class MoistureServer:
    def __init__(self, params):
        self.params = params
        self.served = 0

    def handle(self, request):
        readings = np.asarray(request["readings"], dtype=np.float32)
        out = moisture_endpoint(self.params, readings)
        self.served += len(readings)
        return {"silo": request["silo"], "moisture_pct": np.asarray(out).round(2).tolist()}
