from scores import equitable_threat_score

THRESHOLDS_MM = (0.2, 1.0, 5.0, 10.0, 20.0)


def score_table(forecasts, observations):
    table = {}
    for thr in THRESHOLDS_MM:
        table[thr] = [float(equitable_threat_score(f, o, threshold=thr))
                      for f, o in zip(forecasts, observations)]
    return table
