from scoring import anomaly_score, score_kwargs


def nightly_batch(centroids, features, scale):
    return anomaly_score(**score_kwargs(centroids, features, scale))


def realtime_check(centroids, claim, scale):
    return anomaly_score(centroids=centroids, features=claim, scale=scale)
