import numpy as np

def read_tile(name, rng):
    chm = np.clip(rng.normal(20, 7, (64, 64)), 0, 45)
    if name.startswith("arch_"):
        return chm.astype(np.float16)
    return chm.astype(np.float32)
