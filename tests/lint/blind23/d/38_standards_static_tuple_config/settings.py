SETTINGS = {
    "standards": ["fractions", "ratios", "expressions", "geometry"],
    "proficient_cut": 0.7,
    "n_students": 64,
}


def standards():
    return tuple(SETTINGS["standards"])
