import numpy as np
from mac import HarqEntity

rng = np.random.default_rng(0)
ent = HarqEntity()
payload = {}
for slot in range(24):
    pid = slot % 8
    if pid not in payload or slot // 8 == 2:
        payload[pid] = rng.integers(0, 2, ent.n_bits)
        ndi = True
    else:
        ndi = False
    llr = ((1 - 2 * payload[pid]) * 1.0 + 1.5 * rng.standard_normal(ent.n_bits)).astype(np.float32)
    bits = np.asarray(ent.receive(llr, np.bool_(ndi)))
    print(slot, pid, int(np.sum(bits != payload[pid])))
