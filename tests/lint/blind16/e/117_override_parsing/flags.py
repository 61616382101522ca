def parse_overrides(pairs, defaults):
    """Parse KEY=VALUE overrides, converting each value to the type of its default."""
    out = {}
    for pair in pairs:
        key, value = pair.split("=")
        kind = type(defaults[key])
        out[key] = bool(int(value)) if kind is bool else kind(value)
    return out


DEFAULTS = {"aux_weight": 0.3, "use_aux": False}
