import numpy as np
from accrual import initial_state, accrue_month

rng = np.random.default_rng(2)
tenure = rng.uniform(0, 12, size=30).astype(np.float32)
state = initial_state(30)
for month in range(12):
    used = (rng.random(30) < 0.15) * rng.integers(1, 4, size=30)
    state.balance, lost = accrue_month(state.balance, tenure, used.astype(np.float32), 30.0)
    state.month += 1
    if month % 3 == 2:
        print(f"month {state.month}: mean balance {float(state.balance.mean()):.2f} forfeited {float(lost):.2f}")
