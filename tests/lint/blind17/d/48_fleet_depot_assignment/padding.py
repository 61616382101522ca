import numpy as np

BUCKETS = (20, 32)


def bucket_size(n):
    for b in BUCKETS:
        if n <= b:
            return b
    raise ValueError(f"instance with {n} customers exceeds largest bucket")


def pad_instance(dist, demand):
    n = dist.shape[0]
    size = bucket_size(n)
    dist_p = np.zeros((size, dist.shape[1]), dist.dtype)
    demand_p = np.zeros(size, demand.dtype)
    dist_p[:n] = dist
    demand_p[:n] = demand
    return dist_p, demand_p, n
