import numpy as np

from planner import initial_allocation, reallocation

rng = np.random.default_rng(63)
scores = rng.uniform(0.5, 2.0, 40).astype(np.float32)
alloc = initial_allocation(1200.0, scores)
print("initial drop:", int(alloc.sum()), "units")
for week in range(1, 5):
    st = rng.uniform(0, 1, 40).astype(np.float32)
    alloc = reallocation(400.0, scores, st)
    print(f"week {week} replenishment: {int(alloc.sum())} units to {int((alloc > 0).sum())} stores")
