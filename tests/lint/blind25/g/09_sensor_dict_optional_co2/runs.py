import numpy as np

SENSORS = ["ph", "temp", "do", "stirrer"]


def load_run(run_id, n=120):
    rng = np.random.default_rng(run_id)
    rec = {s: rng.normal(size=n).astype(np.float32) for s in SENSORS}
    # off-gas CO2 analyser was installed from run 3 onwards
    if run_id >= 3:
        rec["co2"] = rng.normal(size=n).astype(np.float32)
    return rec
