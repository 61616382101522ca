import numpy as np

from metrics import area_weighted_bias


def evaluate_models(models, ref, lat, land_only=False, land_mask=None):
    out = {}
    for name, field in models.items():
        if land_only:
            out[name] = float(area_weighted_bias(field, ref, lat, mask=land_mask))
        else:
            out[name] = float(area_weighted_bias(field, ref, lat))
    return out
