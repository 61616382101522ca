import numpy as np

from predictor import Predictor

MODEL = None


def load_params(params):
    global MODEL
    MODEL = Predictor(params)


def handle_request(payload):
    x = np.asarray(payload["rows"], dtype=np.float32)
    return {"predictions": MODEL(x)}
