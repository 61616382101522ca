import numpy as np
from config import UEConfig
from controller import TPCLoop
from phy import received_sinr_db

loop = TPCLoop(UEConfig())
rng = np.random.default_rng(0)
for slot in range(10):
    fading = ((rng.standard_normal(12) + 1j * rng.standard_normal(12)) / np.sqrt(2)).astype(np.complex64)
    sinr = float(received_sinr_db(loop.p, np.float32(110.0), fading, np.float32(-100.0)))
    loop.command(sinr)
    print(slot, loop.p, round(sinr, 2))
