import numpy as np
from gold import gold_sequence

N_ID = 301
# SSB/PBCH scrambling uses the cell ID directly
pbch = gold_sequence(N_ID)
print("pbch", np.asarray(pbch)[:16])

# PDSCH scrambling per RNTI: c_init = rnti * 2^15 + n_id
rntis = np.array([0x4601, 0x4602, 0x4603, 0x4604])
for rnti in rntis:
    c = gold_sequence(rnti * 2 ** 15 + N_ID)
    print(hex(int(rnti)), int(np.asarray(c).sum()))
