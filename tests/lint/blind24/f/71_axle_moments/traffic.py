import numpy as np

# axle spacings (m) and load shares per vehicle class
CLASSES = {
    "2-axle rigid": ([0.0, 4.5], [0.35, 0.65]),
    "3-axle rigid": ([0.0, 4.2, 5.5], [0.25, 0.375, 0.375]),
    "5-axle artic": ([0.0, 3.6, 4.9, 11.5, 12.8], [0.15, 0.2, 0.2, 0.225, 0.225]),
}


def wim_records(n=9, seed=0):
    rng = np.random.default_rng(seed)
    names = list(CLASSES)
    for i in range(n):
        cls = names[rng.integers(0, 3)]
        pos, share = CLASSES[cls]
        gvw = rng.uniform(100, 440)
        yield cls, np.array(pos, np.float32), (gvw * np.array(share)).astype(np.float32)
