from losses import lat_weighted_rmse


def score_persistence(fields, weights):
    return [float(lat_weighted_rmse(fields[t], fields[t + 1], lat_weights=weights))
            for t in range(len(fields) - 1)]
