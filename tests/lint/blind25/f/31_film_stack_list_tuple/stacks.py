import numpy as np

# golden reference wafer: oxide / nitride / oxide
REFERENCE_STACK = ((np.float32(100.0), np.float32(50.0), np.float32(200.0)),
                   (np.float32(1.46), np.float32(2.02), np.float32(1.46)))


def measured_stack(site_offsets):
    base = [100.0, 50.0, 200.0]
    thick = [np.float32(b + o) for b, o in zip(base, site_offsets)]
    idx = [np.float32(1.46), np.float32(2.02), np.float32(1.46)]
    return thick, idx
