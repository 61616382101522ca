import numpy as np

PROFILES = {
    "upland_peat": (0.3, 0.5),
    "valley_alluvium": (0.4, 0.8, 1.5),
    "chalk_downland": (0.25, 1.2),
    "river_terrace": (0.3, 0.6, 1.0),
}
MAX_LAYERS = 4


def layer_array(name):
    dz = np.zeros(MAX_LAYERS, np.float32)
    layers = PROFILES[name]
    dz[:len(layers)] = layers
    return dz
