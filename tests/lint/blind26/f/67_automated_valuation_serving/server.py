import numpy as np
from model import serve_padded

MAX_BATCH = 16

def handle(params, request):
    feats = np.asarray(request["properties"], dtype=np.float32)
    n = feats.shape[0]
    padded = np.zeros((MAX_BATCH, feats.shape[1]), np.float32)
    padded[:n] = feats
    return [round(float(v)) for v in serve_padded(params, padded)[:n]]
