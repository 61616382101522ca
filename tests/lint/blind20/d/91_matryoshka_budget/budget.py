FULL_DIM = 64


def dims_for_budget(latency_ms):
    frac = min(1.0, latency_ms / 40.0)
    return max(8, int(FULL_DIM * frac) // 4 * 4)
