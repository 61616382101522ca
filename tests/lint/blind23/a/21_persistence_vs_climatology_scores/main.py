import numpy as np

from evaluate import score_persistence
from losses import lat_weighted_rmse, lat_weights


def main():
    rng = np.random.default_rng(0)
    fields = rng.normal(size=(8, 36, 72)).astype(np.float32).cumsum(axis=0)
    clim = fields.mean(axis=0)
    w = lat_weights(36)
    clim_scores = [float(lat_weighted_rmse(clim, f, w)) for f in fields]
    pers_scores = score_persistence(fields, w)
    print("climatology", np.mean(clim_scores), "persistence", np.mean(pers_scores))


if __name__ == "__main__":
    main()
