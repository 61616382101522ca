SITES = {
    "MW-01": {"sy": 0.12, "depth_m": 4},
    "MW-02": {"sy": 0.2, "depth_m": 6.5},
    "MW-03": {"sy": 0.08, "depth_m": 3},
    "MW-04": {"sy": 0.15, "depth_m": 9.25},
}


def site_params(name):
    s = SITES[name]
    return float(s["sy"]), float(s["depth_m"])
