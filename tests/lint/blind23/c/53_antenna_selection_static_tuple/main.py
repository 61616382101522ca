import numpy as np
from combiner import mrc_selected
from selection import strongest_antennas

N_ANT, N_SYM = 8, 256
rng = np.random.default_rng(0)
ser = []
for frame in range(8):
    h = ((rng.standard_normal((N_ANT, 1)) + 1j * rng.standard_normal((N_ANT, 1))) / np.sqrt(2)) * np.ones((1, N_SYM))
    s = np.exp(1j * np.pi / 2 * rng.integers(0, 4, N_SYM))
    y = (h * s + 0.3 * (rng.standard_normal((N_ANT, N_SYM)) + 1j * rng.standard_normal((N_ANT, N_SYM)))).astype(np.complex64)
    sel = strongest_antennas(h)
    z = np.asarray(mrc_selected(y, h.astype(np.complex64), selected=sel))
    ser.append(np.mean(np.abs(z - s) > 0.7))
    print(frame, sel)
print("SER proxy", np.mean(ser))
