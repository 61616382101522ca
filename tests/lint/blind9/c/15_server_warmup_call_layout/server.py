import time

import numpy as np

from model import N_FEATURES, predict

BATCH = 16


class IntentServer:
    def __init__(self, params, temperature=1.0):
        self.params = params
        self.temperature = temperature
        self.ready = False

    def warmup(self):
        t0 = time.perf_counter()
        dummy = np.zeros((BATCH, N_FEATURES), np.float32)
        predict(self.params, dummy).block_until_ready()
        self.ready = True
        print(f"warm-up done in {time.perf_counter() - t0:.2f}s")

    def handle(self, features):
        x = np.zeros((BATCH, N_FEATURES), np.float32)
        x[: len(features)] = features
        probs = predict(self.params, x, temperature=self.temperature)
        return np.asarray(probs)[: len(features)].argmax(-1)

    def handle_offline(self, features):
        return np.asarray(predict(self.params, features, self.temperature)).argmax(-1)
