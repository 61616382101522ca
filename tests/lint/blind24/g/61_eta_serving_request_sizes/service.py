import jax
import numpy as np

from model import load_model

_model, _params = load_model()


@jax.jit
def predict_minutes(params, feats):
    return _model.apply(params, feats)


def handle_request(stop_requests):
    feats = np.stack([r["features"] for r in stop_requests]).astype(np.float32)
    mins = predict_minutes(_params, feats)
    return [{"vehicle": r["vehicle"], "eta_min": round(float(m), 1)} for r, m in zip(stop_requests, mins)]
