import numpy as np


def knockout_filter(candidates, min_years, needs_license):
    keep = candidates["years"] >= min_years
    if needs_license:
        keep &= candidates["licensed"]
    return {k: v[keep] for k, v in candidates.items()}
