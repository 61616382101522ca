import numpy as np


def one_hot_routes(route_ids):
    routes = np.unique(route_ids)
    lookup = {r: i for i, r in enumerate(routes)}
    idx = np.array([lookup[r] for r in route_ids])
    out = np.zeros((len(route_ids), len(routes)), np.float32)
    out[np.arange(len(route_ids)), idx] = 1.0
    return out
