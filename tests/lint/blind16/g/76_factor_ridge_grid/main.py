import numpy as np

from sweep import select_alpha

rng = np.random.default_rng(29)
N, K = 240, 10
factors = rng.normal(size=(N, K)).astype(np.float32)
loadings = rng.normal(0, 0.2, K)
stock_returns = (factors @ loadings + rng.normal(0, 1, N)).astype(np.float32)

best, scores = select_alpha(factors, stock_returns)
for a, s in scores.items():
    print(f"alpha={a:<6} cv_mse={s:.4f}")
print("best alpha", best)
