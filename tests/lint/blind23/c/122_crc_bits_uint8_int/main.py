import numpy as np
from crc import crc16_remainder
from mac_pdu import build_pdu, random_bits

rng = np.random.default_rng(0)
for i in range(6):
    bits = build_pdu(rng) if i % 2 == 0 else random_bits(rng)
    rem = np.asarray(crc16_remainder(bits))
    print(i, bits.dtype, "".join(map(str, rem)))
