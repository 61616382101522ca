import numpy as np

STAGE_CAPACITY_KW = np.array([0, 350, 700, 1050, 1400])


def stages_needed(load_kw):
    # first stage whose capacity covers the load (numpy integer)
    return np.argmax(STAGE_CAPACITY_KW >= load_kw)
