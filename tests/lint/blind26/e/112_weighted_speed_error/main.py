import numpy as np

from loss import weighted_speed_error
from sessions import sessions

for s, pred, target, w in sessions(np.random.default_rng(60)):
    print("session", s, "speed RMSE", round(float(np.sqrt(weighted_speed_error(pred, target, w))), 3))
