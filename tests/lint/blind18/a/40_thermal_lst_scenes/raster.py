import numpy as np


class ThermalBand:
    """Landsat TIRS band with optional rescaling metadata."""

    def __init__(self, data, metadata):
        self.data = data
        self.metadata = metadata

    @property
    def scale(self):
        return float(self.metadata.get("scale_factor", 1.0))

    @property
    def offset(self):
        return float(self.metadata.get("add_offset", 0.0))


def open_scenes(n=4, size=40):
    rng = np.random.default_rng(0)
    scenes = []
    for i in range(n):
        dn = rng.integers(20000, 50000, size=(size, size)).astype(np.float32)
        if i % 2 == 0:
            coeffs = np.array([0.00341802, 149.0])  # parsed from the MTL sidecar
            meta = {"scale_factor": coeffs[0], "add_offset": coeffs[1]}
            scenes.append(ThermalBand(dn, meta))
        else:
            kelvin = dn * 0.00341802 + 149.0
            scenes.append(ThermalBand(kelvin, {}))
    return scenes
