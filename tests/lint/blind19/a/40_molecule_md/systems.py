import numpy as np

# (element symbols, masses in amu)
MOLECULES = {
    "water": (["O", "H", "H"], [16, 1, 1]),
    "hcn": (["H", "C", "N"], [1.008, 12.011, 14.007]),
    "ozone": (["O", "O", "O"], [15.999, 15.999, 15.999]),
    "h2o_heavy": (["O", "H", "H"], [16, 2, 2]),
}


def build_system(name, seed=0):
    _, masses = MOLECULES[name]
    rng = np.random.default_rng(seed)
    pos = rng.normal(scale=0.5, size=(len(masses), 3)).astype(np.float32)
    vel = np.zeros_like(pos)
    return pos, vel, np.asarray(masses, dtype=np.float32)
