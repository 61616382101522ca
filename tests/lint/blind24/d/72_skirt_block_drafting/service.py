from drafting import draft_skirt_block

DEFAULT_OPTS = {"ease": 2.0, "dart_intake": 3.0, "flare": 0.0}


def draft_for_order(measurements, overrides):
    opts = {**DEFAULT_OPTS, **overrides}
    return draft_skirt_block(measurements, **opts)
