import numpy as np
from symbol_proc import process_symbol

N_SC, N_SYM = 72, 14
PILOT_SYMBOLS = {2, 11}
rng = np.random.default_rng(0)
h = ((rng.standard_normal(N_SC) + 1j * rng.standard_normal(N_SC)) / np.sqrt(2)).astype(np.complex64)
pilot = np.ones(N_SC, np.complex64)
h_est = np.ones(N_SC, np.complex64)
for l in range(N_SYM):
    is_pilot = l in PILOT_SYMBOLS
    x = pilot if is_pilot else np.exp(1j * np.pi / 2 * rng.integers(0, 4, N_SC)).astype(np.complex64)
    y = (h * x + 0.05 * (rng.standard_normal(N_SC) + 1j * rng.standard_normal(N_SC))).astype(np.complex64)
    h_est, eq = process_symbol(h_est, y, pilot, is_pilot)
    if not is_pilot and l > 2:
        print(l, round(float(np.mean(np.abs(np.asarray(eq) - x))), 3))
