ARCH = (("n_bands", 3), ("scheme", "three-band"))

TRIALS = [
    {"albedo": (0.85, 0.65, 0.25)},
    {"albedo": (0.80, 0.60, 0.20)},
    {"albedo": (0.87, 0.70, 0.30)},
    {"albedo": (0.83, 0.62, 0.22)},
]
