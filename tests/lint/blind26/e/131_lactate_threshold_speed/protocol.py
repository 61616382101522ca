def protocol_tuple(meta):
    """(stage_minutes, increment_kmh, gradient_percent or None)."""
    grad = meta.get("gradient")
    return (float(meta["stage_min"]), float(meta["inc"]), None if grad is None else float(grad))
