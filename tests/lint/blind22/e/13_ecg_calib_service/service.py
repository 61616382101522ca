from functools import partial

import jax

from pipeline import qrs_score


class CalibrationStore:
    def __init__(self):
        self._cal = {}

    def register(self, device_id, gain, offset):
        self._cal[device_id] = (gain, offset)

    def get(self, device_id):
        return self._cal[device_id]


class QualityService:
    def __init__(self, store):
        self.store = store

    def score(self, device_id, raw):
        gain, offset = self.store.get(device_id)
        fn = jax.jit(partial(qrs_score, gain=gain, offset=offset))
        peak_slope, spread = fn(raw)
        return float(peak_slope), float(spread)
