import numpy as np
from model import N_ALARMS, N_FAULTS

RARE = {4, 5}


def alarm_batches(n, bs=32, seed=0):
    rng = np.random.default_rng(seed)
    proto = rng.random((N_FAULTS, N_ALARMS)) < 0.2
    for _ in range(n):
        fault = rng.choice(N_FAULTS, bs, p=[0.32, 0.32, 0.2, 0.15, 0.005, 0.005])
        alarms = (proto[fault] ^ (rng.random((bs, N_ALARMS)) < 0.05)).astype(np.float32)
        batch = {"alarms": alarms, "fault": fault.astype(np.int32)}
        if np.isin(fault, list(RARE)).any():
            batch["weight"] = np.where(np.isin(fault, list(RARE)), 10.0, 1.0).astype(np.float32)
        yield batch
