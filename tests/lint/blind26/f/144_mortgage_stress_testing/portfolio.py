import numpy as np

def load_portfolio(n=500, seed=0):
    rng = np.random.default_rng(seed)
    balance = rng.uniform(1e5, 6e5, n).astype(np.float32)
    income = rng.uniform(4e3, 15e3, n).astype(np.float32)
    rate = rng.uniform(0.03, 0.06, n).astype(np.float32)
    return balance, income, rate
