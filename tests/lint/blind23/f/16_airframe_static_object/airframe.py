class Airframe:
    def __init__(self, mass, wing_area, cla, cd0, k):
        self.mass = mass
        self.wing_area = wing_area
        self.cla = cla
        self.cd0 = cd0
        self.k = k


def airframe_from_config(cfg):
    return Airframe(cfg["mass"], cfg["S"], cfg["CLa"], cfg["CD0"], cfg["k"])
