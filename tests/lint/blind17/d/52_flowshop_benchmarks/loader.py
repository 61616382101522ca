import numpy as np

from instances import BENCHMARK


def load_instances():
    for inst in BENCHMARK:
        yield inst["name"], np.asarray(inst["durations"], dtype=np.float32)
