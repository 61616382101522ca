import numpy as np

from classifier import classify


class IceChartService:
    def __init__(self, params):
        self.params = params

    def handle(self, request):
        patches = np.stack([np.stack([p["hh"], p["hv"]], -1) for p in request["patches"]]).astype(np.float32)
        labels = classify(self.params, patches)
        return {"scene": request["scene"], "labels": np.asarray(labels).tolist()}
