import numpy as np

SEASON_SIZES = {2018: 37, 2019: 52, 2021: 37, 2022: 44}


def season_sections(rng):
    for season, n in SEASON_SIZES.items():
        yield season, rng.normal(size=(n, 10)).astype(np.float32)
