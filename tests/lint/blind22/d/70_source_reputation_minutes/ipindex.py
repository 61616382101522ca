import numpy as np

TABLE_SIZE = 4096
MAX_SOURCES = 128


def ip_to_bucket(ips):
    return (ips * 2654435761 % 2**32) % TABLE_SIZE


def unique_sources(conn_log):
    uniq = np.unique(ip_to_bucket(conn_log[:, 0]))[:MAX_SOURCES]
    buckets = np.zeros(MAX_SOURCES, dtype=np.int32)
    buckets[:len(uniq)] = uniq
    valid = np.arange(MAX_SOURCES) < len(uniq)
    return buckets, valid
