import numpy as np

BRAND_CONFIG = {
    "urban_basics": {"target_mix": [0.10, 0.25, 0.30, 0.22, 0.13]},
    "petite_line": {"target_mix": None},
    "athleisure": {"target_mix": [0.08, 0.20, 0.32, 0.25, 0.15]},
}


def estimated_mix(sales_history):
    counts = sales_history.sum(0)
    return (counts / counts.sum()).astype(np.float32)


def target_mix_for(brand, sales_history):
    mix = BRAND_CONFIG[brand]["target_mix"]
    return estimated_mix(sales_history) if mix is None else mix
