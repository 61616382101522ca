import numpy as np
from ldpc import make_parity_matrix, Decoder

H = make_parity_matrix()
dec = Decoder(H)
rng = np.random.default_rng(1)
errs = 0
for frame in range(6):
    cw = np.zeros(H.shape[1])  # all-zero codeword
    rx = 1 - 2 * cw + 0.8 * rng.standard_normal(cw.size)
    llr = (2 * rx / 0.64).astype(np.float32)
    errs += int(np.asarray(dec.decode(llr)).sum())
print("bit errors", errs)
