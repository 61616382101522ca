import numpy as np
from store import ClauseBank

rng = np.random.default_rng(4)
bank = ClauseBank(capacity=128, dim=24)
for day in range(5):
    bank.add(rng.normal(size=(10, 24)).astype(np.float32))
    i, s = bank.nearest(rng.normal(size=24).astype(np.float32))
    print(f"day {day}: {bank.count} clauses, best {int(i)} ({float(s):.3f})")
