import numpy as np


def shard_for_worker(records, worker_id, num_workers):
    return np.array_split(records, num_workers)[worker_id]


def current_worker_count(epoch):
    # stand-in for asking the cluster scheduler how many data workers are alive
    return [4, 4, 3, 5, 6, 3][epoch % 6]
