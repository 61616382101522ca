import numpy as np

from metrics import calibration_error

EDGES = np.linspace(0, 1, 11).astype(np.float32)


def weekly_check(model_probs, observed):
    return float(calibration_error(probs=model_probs, outcomes=observed, n_bins_edges=EDGES))


def final_audit(observed, model_probs):
    return float(calibration_error(outcomes=observed, n_bins_edges=EDGES, probs=model_probs))
