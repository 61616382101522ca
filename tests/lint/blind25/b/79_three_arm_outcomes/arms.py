ARMS = {"placebo": 0.0, "10mg": 10.0, "30mg": 30.0}
RATIO = {"placebo": 1, "10mg": 2, "30mg": 2}
N_TOTAL = 100


def arm_size(arm):
    return N_TOTAL * RATIO[arm] // sum(RATIO.values())
