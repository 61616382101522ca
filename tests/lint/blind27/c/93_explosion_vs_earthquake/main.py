import numpy as np

from radiation import far_field_amplitude

SOURCES = [("quarry blast", True), ("VT earthquake", False), ("phreatic explosion", True),
           ("tectonic aftershock", False)]
rng = np.random.default_rng(93)
az = rng.uniform(0, 2 * np.pi, 24).astype(np.float32)
to = rng.uniform(0.3, 1.4, 24).astype(np.float32)
for label, explosive in SOURCES:
    amp = far_field_amplitude(az, to, explosive)
    print(label, round(float(np.std(np.sign(np.asarray(amp)))), 3))
