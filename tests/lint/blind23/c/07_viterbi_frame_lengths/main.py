import numpy as np
from viterbi import encode, viterbi_decode

rng = np.random.default_rng(5)
# payload sizes in bytes of the packets in the capture
payload_bytes = rng.choice([20, 40, 64, 100, 128], size=12)
errors = 0
for nbytes in payload_bytes:
    info = rng.integers(0, 2, 8 * int(nbytes))
    bits = np.concatenate([info, [0, 0]])
    code = encode(bits)
    rx = (1 - 2 * code) + 0.7 * rng.standard_normal(code.size)
    llr = (2 * rx / 0.49).astype(np.float32)
    dec = np.asarray(viterbi_decode(llr))
    errors += int((dec[:-2] != info).sum())
print("bit errors", errors)
