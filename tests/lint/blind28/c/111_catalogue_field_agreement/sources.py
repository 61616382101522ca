import csv
import io
from collections import OrderedDict

import numpy as np

MARC_CSV = "title,author,year\n0.1,0.4,0.7\n0.3,0.2,0.9\n0.5,0.6,0.1\n0.8,0.1,0.3\n"


def from_marc_csv():
    rows = list(csv.DictReader(io.StringIO(MARC_CSV)))
    cols = OrderedDict()
    for field in rows[0]:
        cols[field] = np.array([float(r[field]) for r in rows], np.float32)
    return cols


def from_union_catalogue(rng):
    return {"title": rng.random(4).astype(np.float32), "author": rng.random(4).astype(np.float32),
            "year": rng.random(4).astype(np.float32)}
