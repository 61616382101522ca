import numpy as np


def read_export(rng, day, n_routes=12):
    if day >= 4:
        return {"layout": "hour_major", "data": rng.poisson(80, (24, n_routes)).astype(np.float32)}
    return {"layout": "route_major", "data": rng.poisson(80, (n_routes, 24)).astype(np.float32)}


def as_route_major(export):
    data = export["data"]
    return data.T if export["layout"] == "hour_major" else data
