import numpy as np

from metrics import expected_calibration_error


def per_class_report(probs, labels, class_names):
    preds = probs.argmax(-1)
    conf = probs.max(-1)
    correct = (preds == labels).astype(np.float32)
    report = {}
    for c, name in enumerate(class_names):
        sel = labels == c
        report[name] = float(expected_calibration_error(conf[sel], correct[sel]))
    return report
