from typing import NamedTuple

import numpy as np

NODES, EDGES, GRAPHS = 40, 80, 4


class GraphBatch(NamedTuple):
    nodes: np.ndarray
    senders: np.ndarray
    receivers: np.ndarray
    graph_id: np.ndarray
    conditions: np.ndarray
    has_conditions: np.ndarray
    target: np.ndarray


def _base(rng):
    per = NODES // GRAPHS
    off = np.repeat(np.arange(GRAPHS) * per, EDGES // GRAPHS)
    return (rng.normal(size=(NODES, 5)).astype(np.float32),
            (rng.integers(0, per, EDGES) + off).astype(np.int32),
            (rng.integers(0, per, EDGES) + off).astype(np.int32),
            np.repeat(np.arange(GRAPHS), per).astype(np.int32),
            rng.normal(size=GRAPHS).astype(np.float32))


def solubility_source(rng):
    """Measurements with temperature and pH recorded per molecule."""
    while True:
        x, s, r, g, y = _base(rng)
        yield GraphBatch(x, s, r, g, rng.normal(size=(GRAPHS, 2)).astype(np.float32),
                         np.ones(GRAPHS, np.float32), y)


def legacy_source(rng):
    """Older measurements without experimental conditions."""
    while True:
        x, s, r, g, y = _base(rng)
        yield GraphBatch(x, s, r, g, np.zeros((GRAPHS, 2), np.float32),
                         np.zeros(GRAPHS, np.float32), y)


def mixed(rng, steps):
    srcs = [solubility_source(rng), legacy_source(rng)]
    for i in range(steps):
        yield next(srcs[int(rng.integers(0, 2))])
