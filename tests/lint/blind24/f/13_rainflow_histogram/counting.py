import numpy as np

BINS = np.linspace(0.0, 160.0, 33)


def reversals(x):
    d = np.diff(x)
    keep = np.concatenate([[True], d[1:] * d[:-1] < 0, [True]])
    return x[keep]


def rainflow(x):
    """ASTM E1049 three-point rainflow; returns ranges and cycle weights (1.0 or 0.5)."""
    stack, ranges, weights = [], [], []
    for p in reversals(x):
        stack.append(p)
        while len(stack) >= 3:
            X = abs(stack[-1] - stack[-2])
            Y = abs(stack[-2] - stack[-3])
            if X < Y:
                break
            if len(stack) == 3:
                ranges.append(Y); weights.append(0.5)
                stack.pop(0)
            else:
                ranges.append(Y); weights.append(1.0)
                del stack[-3:-1]
    for a, b in zip(stack[:-1], stack[1:]):
        ranges.append(abs(b - a)); weights.append(0.5)
    return np.array(ranges), np.array(weights)


def stress_histogram(history, include_residue):
    r, w = rainflow(history)
    if include_residue:
        counts, _ = np.histogram(r, BINS, weights=w)
    else:
        counts, _ = np.histogram(r[w == 1.0], BINS)
    return counts
