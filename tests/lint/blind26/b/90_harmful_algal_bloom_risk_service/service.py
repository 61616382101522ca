import numpy as np

from model import WEIGHTS, hab_risk


def handle_request(payload):
    """Handles a JSON request from the web dashboard."""
    feats = np.asarray(payload["features"], np.float32)
    return hab_risk(features=feats, weights=WEIGHTS)


def nightly_batch(feature_table):
    return hab_risk(feature_table, WEIGHTS)
