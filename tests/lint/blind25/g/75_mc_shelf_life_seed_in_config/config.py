BASE = {
    "n_packs": 512,
    "storage_c": 7.0,
    "mu_ref": 0.55,
    "lag_h": 30.0,
    "limit_log": 7.0,
}


def frozen(cfg):
    return tuple(sorted(cfg.items()))
