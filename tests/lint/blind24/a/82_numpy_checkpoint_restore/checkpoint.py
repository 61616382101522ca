import io
import numpy as np


class InMemoryCheckpoint:
    def __init__(self):
        self.buf = None

    def save(self, params):
        self.buf = io.BytesIO()
        np.savez(self.buf, **{k: np.asarray(v) for k, v in params.items()})

    def restore(self):
        self.buf.seek(0)
        data = np.load(self.buf)
        return {k: data[k] for k in data.files}
