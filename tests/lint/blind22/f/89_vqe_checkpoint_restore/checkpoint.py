import json

import numpy as np


class InMemoryCheckpointer:
    def __init__(self):
        self.blob = None

    def save(self, step, params):
        self.blob = json.dumps({"step": step, "params": np.asarray(params).tolist()})

    def restore(self):
        data = json.loads(self.blob)
        return data["step"], np.asarray(data["params"], dtype=np.float32)
