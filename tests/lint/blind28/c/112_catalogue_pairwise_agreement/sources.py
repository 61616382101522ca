import csv
import io

import numpy as np

MARC_CSV = "year,author,title\n0.7,0.4,0.1\n0.9,0.2,0.3\n0.1,0.6,0.5\n0.3,0.1,0.8\n"


def from_marc_csv():
    rows = list(csv.DictReader(io.StringIO(MARC_CSV)))
    return {field: np.array([float(r[field]) for r in rows], np.float32) for field in rows[0]}


def from_union_catalogue(rng):
    return {"title": rng.random(4).astype(np.float32), "author": rng.random(4).astype(np.float32),
            "year": rng.random(4).astype(np.float32)}
