import numpy as np

ROCKS = ["basalt", "granite", "schist", "massive_sulphide", "oxide", "gabbro"]
DENSITY_TABLE = np.array([2.95, 2.65, 2.75, 4.1, 2.2, 3.0], np.float32)


def stope_blocks(seed=190):
    rng = np.random.default_rng(seed)
    for stope in range(8):
        rock_code = np.int32(stope % len(ROCKS))
        vol = rng.uniform(800, 1200, size=50).astype(np.float32)
        grade = rng.lognormal(0.5, 0.4, size=50).astype(np.float32)
        yield stope, rock_code, vol, grade
