import numpy as np

from model import predicted_performance
from params_io import DEFAULTS, load_fitted

rng = np.random.default_rng(54)
loads = rng.gamma(2.0, 40.0, 56).astype(np.float32)
fitted = {
    "swimmer_1": '{"k_fit": 1.2, "k_fat": 2.4, "tau_fit": 38.0, "tau_fat": 6.0}',
    "swimmer_2": '{"k_fit": 0.9, "k_fat": 1.8, "tau_fit": 45.0, "tau_fat": 8.0}',
}
base = predicted_performance(DEFAULTS, loads)
print("default model, final-week mean", round(float(base[-7:].mean()), 1))
for name, txt in fitted.items():
    perf = predicted_performance(load_fitted(txt), loads)
    print(name, "final-week mean", round(float(perf[-7:].mean()), 1))
