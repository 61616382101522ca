import numpy as np

STAGE_CAPACITY_KW = np.array([0, 350, 700, 1050, 1400])


def stages_needed(load_kw):
    return int(np.argmax(STAGE_CAPACITY_KW >= load_kw))
