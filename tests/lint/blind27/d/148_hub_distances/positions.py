PORTS = {"Rotterdam": (51.95, 4.14), "Singapore": (1.26, 103.84), "Santos": (-23.98, -46.30)}


def from_port(name):
    return PORTS[name]


def from_ais(msg):
    parts = msg.split(",")
    return float(parts[1]), float(parts[2])
