import numpy as np

def best_threshold(scores, labels):
    grid = np.linspace(0.05, 0.95, 19)
    f1s = []
    for t in grid:
        pred = scores > t
        tp = np.sum(pred & labels)
        f1s.append(2 * tp / max(pred.sum() + labels.sum(), 1))
    return float(grid[int(np.argmax(f1s))])
