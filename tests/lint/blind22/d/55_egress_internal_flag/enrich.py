import ipaddress

import numpy as np

INTERNAL = [ipaddress.ip_network("10.0.0.0/8"), ipaddress.ip_network("192.168.0.0/16")]


def is_internal(ip):
    return any(ipaddress.ip_address(ip) in net for net in INTERNAL)


def enrich(event, asset_db):
    dst_internal = asset_db.get(event["dst"], is_internal(event["dst"]))
    feats = np.array([event["bytes"] / 1e6, event["dur"], event["port"] / 65535.0], dtype=np.float32)
    return feats, dst_internal
