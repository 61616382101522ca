from typing import NamedTuple

import numpy as np


class BoundaryData(NamedTuple):
    points: np.ndarray
    values: np.ndarray


def circle_boundary(n, radius=1.0):
    th = np.linspace(0, 2 * np.pi, n, endpoint=False)
    pts = radius * np.stack([np.cos(th), np.sin(th)], 1)
    return BoundaryData(pts.astype(np.float32), np.cos(3 * th).astype(np.float32))


def test_boundary(n, radius=1.0):
    th = np.linspace(0, 2 * np.pi, n, endpoint=False) + np.pi / n
    pts = radius * np.stack([np.cos(th), np.sin(th)], 1)
    return pts.astype(np.float32), np.cos(3 * th).astype(np.float32)
