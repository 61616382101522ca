import numpy as np

from model import diagnose_batch

LABELS = ["healthy", "rust", "blight", "mildew"]
MAX_LEAVES = 8


class DiagnosisHandler:
    def __init__(self, params):
        self.params = params

    def __call__(self, request):
        feats = np.asarray(request["leaf_features"], np.float32)
        n = len(feats)
        batch = np.zeros((MAX_LEAVES, feats.shape[1]), np.float32)
        batch[:n] = feats
        cls, conf = diagnose_batch(self.params, batch)
        cls, conf = np.asarray(cls)[:n], np.asarray(conf)[:n]
        return [{"label": LABELS[int(c)], "confidence": round(float(p), 3)} for c, p in zip(cls, conf)]
