import numpy as np
from harq import combine_into_buffer
from link import transmit, crc_ok, N_BITS

MAX_TX = 4
rng = np.random.default_rng(0)
n_tx_hist = []
for pkt in range(10):
    bits = rng.integers(0, 2, N_BITS)
    soft_buf = np.zeros(N_BITS, np.float32)
    for attempt in range(MAX_TX):
        soft_buf, decided = combine_into_buffer(soft_buf, transmit(rng, bits, snr_db=-1.0))
        if crc_ok(np.asarray(decided), bits):
            break
    n_tx_hist.append(attempt + 1)
print("transmissions per packet", n_tx_hist)
