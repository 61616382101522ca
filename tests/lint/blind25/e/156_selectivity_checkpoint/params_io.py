import json
import numpy as np

def save(sel):
    return json.dumps({a: float(v) for a, v in sel.items()})

def load(text):
    return {a: np.float32(v) for a, v in json.loads(text).items()}
