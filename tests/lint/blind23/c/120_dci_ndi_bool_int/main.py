import numpy as np
from dci import parse_dci_1_1, toggled
from rx_chain import harq_llr_update

rng = np.random.default_rng(0)
soft = np.zeros(512, np.float32)
prev = None
words = [0b0000011, 0b0100011, 0b0000010, 0b0100010, 0b0000001]
for slot, w in enumerate(words):
    d = parse_dci_1_1(w)
    new_data = toggled(prev, d["ndi"])
    prev = d["ndi"]
    llr = rng.standard_normal(512).astype(np.float32)
    # on the first slot the UE has no HARQ context: treat as new data via the NDI value itself
    flag = d["ndi"] if slot == 0 else new_data
    soft = harq_llr_update(soft, llr, flag)
    print(slot, d, bool(new_data), round(float(np.abs(np.asarray(soft)).mean()), 3))
