import numpy as np

from metrics import roc_auc


def per_site_auc(scores, labels, sites):
    out = {}
    for site in np.unique(sites):
        idx = np.flatnonzero(sites == site)[:100]
        out[int(site)] = float(roc_auc(scores[idx], labels[idx], num_thresholds=200))
    return out
