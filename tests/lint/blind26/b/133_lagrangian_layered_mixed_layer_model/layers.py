import numpy as np


def merge_thin_layers(layers, min_thickness=2.0):
    """Merge any layer thinner than min_thickness into the layer below (Lagrangian layer model housekeeping)."""
    out = []
    carry = None
    for h, t in layers:
        if carry is not None:
            h_new = h + carry[0]
            t = (h * t + carry[0] * carry[1]) / h_new
            h, carry = h_new, None
        if float(h) < min_thickness:
            carry = (h, t)
        else:
            out.append((h, t))
    if carry is not None:
        h0, t0 = out[-1]
        out[-1] = (h0 + carry[0], (h0 * t0 + carry[0] * carry[1]) / (h0 + carry[0]))
    return out
