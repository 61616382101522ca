class GreenAmptSoil:
    def __init__(self, ksat, psi, porosity):
        self.ksat = ksat
        self.psi = psi
        self.porosity = porosity


TEXTURES = {
    "silt_loam": (0.65, 16.7, 0.50),
    "clay_loam": (0.10, 20.9, 0.46),
}


class FieldSite:
    def __init__(self, name, texture, initial_theta):
        self.name = name
        self.texture = texture
        self.initial_theta = initial_theta

    @property
    def soil(self):
        return GreenAmptSoil(*TEXTURES[self.texture])
