import numpy as np
from weights import CLAUSE_WEIGHTS
from scoring import contract_exposure

rng = np.random.default_rng(0)
for contract in range(3):
    spans = {c: rng.normal(size=(12,)).astype(np.float32) for c in CLAUSE_WEIGHTS}
    ex = contract_exposure(spans, CLAUSE_WEIGHTS)
    print(contract, round(sum(ex.values()), 3))
