import numpy as np

# installed PV capacity grows as new plants are interconnected
CAPACITY_BY_MONTH = [120.0, 135.0, 135.0, 160.0]


def update_capacity(model, month):
    model.capacity_mw[...] = np.float32(CAPACITY_BY_MONTH[month])
