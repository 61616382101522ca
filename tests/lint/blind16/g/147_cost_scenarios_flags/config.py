DEFAULTS = {"fee_bps": 1.5, "include_fees": True}

SCENARIOS = [
    {"name": "baseline"},
    {"name": "gross", "include_fees": 0},
    {"name": "high_fee", "fee_bps": 4.0, "include_fees": 1},
    {"name": "net_default"},
]


def resolve(scenario):
    cfg = dict(DEFAULTS)
    cfg.update(scenario)
    return cfg
