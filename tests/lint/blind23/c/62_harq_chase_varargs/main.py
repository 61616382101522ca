import numpy as np
from harq import chase_combine_decide
from link import transmit, crc_ok, N_BITS

MAX_TX = 4
rng = np.random.default_rng(0)
n_tx_hist = []
for pkt in range(10):
    bits = rng.integers(0, 2, N_BITS)
    copies = []
    for attempt in range(MAX_TX):
        copies.append(transmit(rng, bits, snr_db=-1.0))
        decided, conf = chase_combine_decide(*copies)
        if crc_ok(np.asarray(decided), bits):
            break
    n_tx_hist.append(len(copies))
print("transmissions per packet", n_tx_hist)
