import numpy as np

from scoring import panel_consensus


def flight_report(name, scores, weights):
    mean, spread = panel_consensus(scores, weights)
    order = np.argsort(-np.asarray(mean))
    return f"{name}: best wine #{order[0]} ({float(mean[order[0]]):.1f} pts, sd {float(spread[order[0]]):.2f})"


def outlier_check(scores, weights):
    mean, _ = panel_consensus(scores, weights=weights)
    dev = np.abs(np.asarray(scores) - np.asarray(mean)[None, :]).mean(1)
    return int(np.argmax(dev))
