import numpy as np

DENSITY = {"basalt": 2.95, "granite": 2.65, "schist": 2.75, "massive_sulphide": 4.1, "oxide": 2.2, "gabbro": 3.0}


def stope_blocks(seed=190):
    rng = np.random.default_rng(seed)
    rocks = list(DENSITY)
    for stope in range(8):
        rock = rocks[stope % len(rocks)]
        vol = rng.uniform(800, 1200, size=50).astype(np.float32)
        grade = rng.lognormal(0.5, 0.4, size=50).astype(np.float32)
        yield stope, rock, vol, grade
