class Band:
    def __init__(self, name, lam_eff, ab_offset):
        self.name = name
        self.lam_eff = lam_eff
        self.ab_offset = ab_offset


def band_for(name):
    table = {"g": (4770.0, -0.08), "r": (6231.0, 0.16), "i": (7625.0, 0.37)}
    lam, off = table[name]
    return Band(name, lam, off)
