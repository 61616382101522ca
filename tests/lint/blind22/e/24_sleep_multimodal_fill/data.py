import numpy as np

N_EPOCHS = 64


def participant_batch(pid, has_acc, seed):
    rng = np.random.default_rng(seed)
    batch = {
        "ppg_hr": rng.normal(60, 5, size=(N_EPOCHS,)).astype(np.float32),
        "ppg_hrv": rng.normal(50, 10, size=(N_EPOCHS,)).astype(np.float32),
        "stage": rng.integers(0, 4, size=(N_EPOCHS,)).astype(np.int32),
        "acc_activity": np.zeros((N_EPOCHS,), np.float32),
        "acc_present": np.float32(0.0),
    }
    if has_acc:
        batch["acc_activity"] = rng.exponential(0.1, size=(N_EPOCHS,)).astype(np.float32)
        batch["acc_present"] = np.float32(1.0)
    return batch


COHORT = [("s01", True), ("s02", False), ("s03", True), ("s04", False), ("s05", True)]


def cohort_batches():
    for i, (pid, has_acc) in enumerate(COHORT):
        yield pid, participant_batch(pid, has_acc, seed=i)
