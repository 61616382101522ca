import numpy as np


def one_hot_soil(soil_types):
    categories = np.unique(soil_types)
    return (soil_types[:, None] == categories[None, :]).astype(np.float32)


def design_matrix(numeric, soil_types):
    return np.concatenate([numeric, one_hot_soil(soil_types)], axis=1)
