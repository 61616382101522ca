FULL_DIM = 64
TIERS = ((15, 16), (30, 32))


def dims_for_budget(latency_ms):
    for limit, dim in TIERS:
        if latency_ms <= limit:
            return dim
    return FULL_DIM
