import numpy as np

TEAMS_BY_MONTH = {
    1: ["payments", "risk", "ledger"],
    2: ["payments", "risk", "ledger"],
    3: ["payments", "risk", "ledger", "fraud"],
    4: ["payments", "ledger", "fraud"],
}


def monthly_hours(month, rng):
    return {t: rng.uniform(120, 190, size=8).astype(np.float32) for t in TEAMS_BY_MONTH[month]}
