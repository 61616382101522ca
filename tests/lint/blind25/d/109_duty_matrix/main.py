import jax
import numpy as np
from parties import party_slots
from obligations import duty_matrix

rng = np.random.default_rng(2)
W = jax.random.normal(jax.random.PRNGKey(0), (8, 8)) * 0.3
for contract in range(6):
    names, vecs, mask = party_slots(rng)
    M = np.asarray(duty_matrix(vecs, mask, W))[:len(names), :len(names)]
    print(contract, len(names), M.shape)
