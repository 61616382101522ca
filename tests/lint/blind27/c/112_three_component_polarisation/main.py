import numpy as np

from analysis import analyse

rng = np.random.default_rng(112)
for ev in range(5):
    zne = rng.normal(size=(3, 2000))
    zne[:, 800:1000] += np.outer([1.0, 0.3, 0.2], np.sin(np.arange(200) / 4.0)) * (3 + ev)
    rect, inc = analyse(zne)
    print(ev, round(float(rect.max()), 3), round(float(inc[int(rect.argmax())]), 1))
