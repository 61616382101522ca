import numpy as np

from lactate import lt_speed
from protocol import protocol_tuple

rng = np.random.default_rng(70)
tests = [{"stage_min": 3, "inc": 1.0}, {"stage_min": 3, "inc": 1.0}, {"stage_min": 3, "inc": 1.0, "gradient": 1.0},
         {"stage_min": 3, "inc": 1.0}]
for k, meta in enumerate(tests):
    speed = np.arange(10, 19, dtype=np.float32)
    lac = (1.0 + 0.02 * np.exp(0.6 * (speed - 10)) + rng.normal(0, 0.05, 9)).astype(np.float32)
    print("test", k, "LT speed (km/h):", float(lt_speed(speed, lac, protocol=protocol_tuple(meta))))
