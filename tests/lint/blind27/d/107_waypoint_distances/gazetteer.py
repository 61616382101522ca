import numpy as np

PORTS = {"Rotterdam": (51.95, 4.14), "Singapore": (1.26, 103.84), "Santos": (-23.98, -46.30)}


def origin_from_port(name):
    return PORTS[name]


def origin_from_ais(msg):
    return np.array([float(v) for v in msg.split(",")[1:3]], np.float32)
