import numpy as np
from pipeline import run

# linear prediction of a narrowband interferer for excision
rng = np.random.default_rng(0)
t = np.arange(64 * 12 + 80)
series = np.sin(2 * np.pi * 0.05 * t) + 0.5 * np.sin(2 * np.pi * 0.13 * t) + 0.1 * rng.standard_normal(t.size)
for mu in [0.05, 0.2, 0.5]:
    e = run(series, mu)
    print(mu, round(e[0], 4), round(e[-1], 4))
