from collections import OrderedDict

import numpy as np

CLASSES = ("car", "pedestrian", "cyclist")
SLOTS = 8


def group_by_class(det_classes, det_centers):
    groups = OrderedDict()
    for cls in det_classes:
        if cls not in groups:
            groups[cls] = np.zeros((SLOTS, 2), np.float32)
    for cls in CLASSES:
        if cls not in groups:
            groups[cls] = np.zeros((SLOTS, 2), np.float32)
    counts = {c: 0 for c in CLASSES}
    for cls, ctr in zip(det_classes, det_centers):
        if counts[cls] < SLOTS:
            groups[cls][counts[cls]] = ctr
            counts[cls] += 1
    return groups
