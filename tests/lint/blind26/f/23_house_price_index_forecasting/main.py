import numpy as np
from series import price_index
from forecast import ar_forecast

idx = price_index()
errors = []
for t in range(24, 36):
    pred = float(ar_forecast(idx[:t]))
    errors.append(abs(pred - idx[t]))
print("MAE", round(float(np.mean(errors)), 3))
