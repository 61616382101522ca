import numpy as np
from scoring import fec_risk_classes


def tercile_edges(epg):
    return tuple(float(q) for q in np.quantile(epg, [1 / 3, 2 / 3]))


rng = np.random.default_rng(56)
for mob in ["ewes", "hoggets", "lambs", "rams"]:
    epg = rng.negative_binomial(1, 1 / 400, 40).astype(np.float32)
    counts, bins = fec_risk_classes(epg, edges=tercile_edges(epg))
    print(f"{mob:8s} treat {int((np.asarray(bins) == 2).sum())} of 40; class counts {np.asarray(counts)}")
