import numpy as np
from equalizer import init_state, rls_block

N_TAPS, BLOCK = 7, 100
rng = np.random.default_rng(4)
channel = np.array([0.2, 1.0, 0.35j, -0.1], np.complex64)
state = init_state(N_TAPS)

for blk in range(8):
    tx = np.exp(1j * np.pi / 2 * rng.integers(0, 4, BLOCK + N_TAPS)).astype(np.complex64)
    rx = np.convolve(tx, channel)[:BLOCK + N_TAPS] + 0.05 * rng.standard_normal(BLOCK + N_TAPS)
    x_win = np.stack([rx[i:i + N_TAPS][::-1] for i in range(BLOCK)]).astype(np.complex64)
    d = tx[N_TAPS // 2 - 1: N_TAPS // 2 - 1 + BLOCK]
    state, mse = rls_block(state, x_win, d)
    print(blk, float(mse))
