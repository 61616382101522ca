import numpy as np


def forward_selection(score_fn, n_features, max_features):
    selected = []
    history = []
    for _ in range(max_features):
        best = None
        for f in range(n_features):
            if f in selected:
                continue
            s = score_fn(selected + [f])
            if best is None or s < best[0]:
                best = (s, f)
        selected.append(best[1])
        history.append(best[0])
    return selected, history
