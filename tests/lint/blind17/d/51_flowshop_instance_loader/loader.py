import numpy as np

from instances import BENCHMARK


def load_instances():
    for inst in BENCHMARK:
        yield inst["name"], np.array(inst["durations"])
