import numpy as np

CONTRACTS = np.array(
    [(1, True, 2e6), (2, False, 5e6), (3, True, 1e6), (4, False, 3e6)],
    dtype=[("id", "i4"), ("index_linked", "?"), ("limit", "f4")],
)


def contract_terms(i, override_index=None):
    row = CONTRACTS[i]
    linked = row["index_linked"] if override_index is None else override_index
    return linked, row["limit"]
