import numpy as np
from budget import OvertimeLedger

rng = np.random.default_rng(0)
rates = rng.uniform(22, 40, size=25).astype(np.float32)
ledger = OvertimeLedger(budget=60000.0)
for week in range(1, 7):
    hours = rng.uniform(0, 6, size=25).astype(np.float32)
    left = ledger.post_week(hours, rates)
    print(week, round(float(ledger.spent), 2), round(float(left), 2))
