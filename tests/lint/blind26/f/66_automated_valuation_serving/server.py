import numpy as np
from model import serve_valuations

def handle(params, request):
    feats = np.asarray(request["properties"], dtype=np.float32)
    return [round(float(v)) for v in serve_valuations(params, feats)]
