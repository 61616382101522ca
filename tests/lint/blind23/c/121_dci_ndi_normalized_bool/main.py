import numpy as np
from dci import parse_dci_1_1
from harq import HarqProcess

rng = np.random.default_rng(0)
proc = HarqProcess(512)
words = [0b0000011, 0b0100011, 0b0000010, 0b0100010, 0b0000001]
for slot, w in enumerate(words):
    d = parse_dci_1_1(w)
    nd = proc.on_pdsch(d, rng.standard_normal(512).astype(np.float32))
    print(slot, d, nd, round(float(np.abs(np.asarray(proc.soft)).mean()), 3))
