import numpy as np

SOIL_VOCAB = np.array(["clay", "loam", "sandy_loam", "silt", "peat"])


def one_hot_soil(soil_types):
    return (soil_types[:, None] == SOIL_VOCAB[None, :]).astype(np.float32)


def design_matrix(numeric, soil_types):
    return np.concatenate([numeric, one_hot_soil(soil_types)], axis=1)
