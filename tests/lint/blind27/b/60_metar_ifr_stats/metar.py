from fractions import Fraction

import numpy as np

REPORTS = [
    "KSFO 10SM 10SM 10SM 8SM 10SM 10SM",
    "KSFO 1/2SM 3/4SM 1SM 2SM 3SM 5SM",
    "KBOS 10SM 9SM 7SM 10SM 10SM 10SM",
    "KBOS 3SM 1 1/2SM 1SM 1/4SM 1/2SM 1SM",
]


def parse_vis(token):
    return float(sum(Fraction(p) for p in token.split("_"))) if "/" in token else int(token)


def visibilities(report):
    tokens = report.replace("SM", "").replace("1 1/2", "1_1/2").split()[1:]
    return np.array([parse_vis(t) for t in tokens], dtype=np.float32)
