import equinox as eqx
import numpy as np
from tracker import ClauseFrequency, absorb_contract

rng = np.random.default_rng(0)
tracker = ClauseFrequency(8)
for i in range(5):
    ids = rng.integers(0, 8, size=20).astype(np.int32)
    tracker, freq = absorb_contract(tracker, ids)
    tracker = eqx.tree_at(lambda t: t.n_contracts, tracker, tracker.n_contracts + 1)
    print(i, np.asarray(freq).round(2)[:4])
