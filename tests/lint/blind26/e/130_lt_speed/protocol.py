def protocol_tuple(meta):
    """(stage_minutes, increment_kmh, gradient_percent); gradient missing in older logs."""
    return (float(meta["stage_min"]), float(meta["inc"]), float(meta.get("gradient", "nan")))
