import numpy as np

from predictor import Predictor

MODEL_PARAMS = None


def load_params(params):
    global MODEL_PARAMS
    MODEL_PARAMS = params


def handle_request(payload):
    model = Predictor(MODEL_PARAMS)
    x = np.asarray(payload["rows"], dtype=np.float32)
    return {"predictions": model(x)}
