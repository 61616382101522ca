import numpy as np

from recognizer import transcribe


class TranscriptionService:
    def __init__(self, params, batch_size=4):
        self.params = params
        self.batch_size = batch_size
        self.queue = []

    def submit(self, image):
        self.queue.append(image)
        if len(self.queue) == self.batch_size:
            return self.flush()
        return None

    def flush(self):
        batch = np.stack(self.queue)
        self.queue = []
        return transcribe(self.params, batch)

    def urgent(self, image):
        batch = np.repeat(image[None], self.batch_size, axis=0)
        return transcribe(self.params, images=batch)[0]
