import numpy as np
from forecaster import AbsenceForecaster


def handle(payload):
    model = AbsenceForecaster()
    hist = np.asarray(payload["weekly_absences"], np.float32)
    return np.asarray(model.predict_absences(hist)).round(2).tolist()
