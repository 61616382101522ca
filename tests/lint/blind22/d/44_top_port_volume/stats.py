import collections

import numpy as np


def top_ports(dst_ports, k=4):
    return tuple(p for p, _ in collections.Counter(dst_ports.tolist()).most_common(k))


def traffic_window(rng, hot):
    ports = rng.choice([22, 53, 80, 443, 445, 3389, 8080, hot], size=400,
                       p=[0.05, 0.1, 0.1, 0.2, 0.05, 0.05, 0.05, 0.4])
    sizes = rng.lognormal(6, 1, size=400).astype(np.float32)
    return ports.astype(np.int32), sizes
