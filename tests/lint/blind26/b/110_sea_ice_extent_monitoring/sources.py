import numpy as np

SHAPE = (60, 80)


def passive_microwave_concentration(day, rng):
    y = np.linspace(0, 1, SHAPE[0])[:, None]
    conc = np.clip(1.2 - y - 0.004 * day + rng.normal(0, 0.05, SHAPE), 0, 1)
    return conc.astype(np.float32)


def ice_mask_for_day(day, rng):
    if day % 7 == 0:
        # weekly ice chart: polygons rasterised to 0/1 floats
        return (passive_microwave_concentration(day, rng) > 0.15).astype(np.float32)
    return passive_microwave_concentration(day, rng) > 0.15
