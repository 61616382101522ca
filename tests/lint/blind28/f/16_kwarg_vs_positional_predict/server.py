import numpy as np

from model import letter_probs


class FingerspellServer:
    def __init__(self, params, temperature=1.0):
        self.params = params
        self.temperature = np.float32(temperature)

    def predict(self, hand):
        return letter_probs(self.params, hand, self.temperature)

    def predict_calibrated(self, hand, temperature):
        return letter_probs(self.params, hand=hand, temperature=np.float32(temperature))
