import numpy as np

TABLE_SIZE = 4096


def ip_to_bucket(ips):
    return (ips * 2654435761 % 2**32) % TABLE_SIZE


def unique_sources(conn_log):
    return np.unique(ip_to_bucket(conn_log[:, 0])).astype(np.int32)
