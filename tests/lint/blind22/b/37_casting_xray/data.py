import numpy as np

ROI_TEMPLATES = {"housing": (4, 28, 6, 26), "bracket": None, "flange": (8, 24, 8, 24)}


def xray_batches(seed, n_batches=6, size=32):
    rng = np.random.default_rng(seed)
    part_types = list(ROI_TEMPLATES)
    for b in range(n_batches):
        part = part_types[b % len(part_types)]
        images = rng.random((4, size, size), dtype=np.float32)
        template = ROI_TEMPLATES[part]
        roi = None
        if template is not None:
            r0, r1, c0, c1 = template
            roi = np.zeros((size, size), dtype=np.float32)
            roi[r0:r1, c0:c1] = 1.0
        yield part, {"images": images, "roi": roi}
