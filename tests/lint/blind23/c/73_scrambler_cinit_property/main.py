import numpy as np
from gold import gold_sequence
from ue import UEContext

rntis = np.array([0x4601, 0x4602, 0x4603, 0x4604, 0x4605])
ues = [UEContext(r) for r in rntis]
for ue in ues:
    c = gold_sequence(ue.c_init)
    print(hex(int(ue.rnti)), int(np.asarray(c).sum()))
