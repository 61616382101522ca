import jax

from pipeline import qrs_score

_qrs_score = jax.jit(qrs_score)


class CalibrationStore:
    def __init__(self):
        self._cal = {}

    def register(self, device_id, gain, offset):
        self._cal[device_id] = (float(gain), float(offset))

    def get(self, device_id):
        return self._cal[device_id]


class QualityService:
    def __init__(self, store):
        self.store = store

    def score(self, device_id, raw):
        gain, offset = self.store.get(device_id)
        peak_slope, spread = _qrs_score(raw, gain, offset)
        return float(peak_slope), float(spread)
