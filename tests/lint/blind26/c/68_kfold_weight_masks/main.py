import numpy as np
from cv import fold_weights
from model import weighted_ridge, masked_r2

# predicting speech rate (syll/s) from lexical/typological predictors, 5-fold CV
rng = np.random.default_rng(68)
n = 103
x = rng.normal(size=(n, 9)).astype(np.float32)
y = (x @ rng.normal(size=9) + 0.5 * rng.normal(size=n)).astype(np.float32)
scores = []
for train_w in fold_weights(n, 5):
    w = weighted_ridge(x, y, train_w, 1.0)
    scores.append(float(masked_r2(w, x, y, 1.0 - train_w)))
print(np.round(scores, 3))
