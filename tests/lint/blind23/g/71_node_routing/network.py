import numpy as np

TOPOLOGY = {
    "N1": [],
    "N2": [],
    "N3": ["N1", "N2"],
    "N4": [],
    "N5": ["N3", "N4"],
    "N6": [],
    "N7": [],
    "N8": ["N5", "N6", "N7"],
}
ORDER = ["N1", "N2", "N4", "N6", "N7", "N3", "N5", "N8"]
MAX_UPSTREAM = max(len(v) for v in TOPOLOGY.values())


def gather_upstream(flows, node, n):
    block = np.zeros((MAX_UPSTREAM, n), np.float32)
    for i, u in enumerate(TOPOLOGY[node]):
        block[i] = flows[u]
    return block
