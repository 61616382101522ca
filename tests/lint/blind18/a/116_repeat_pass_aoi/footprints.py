import numpy as np

# pixel-space footprints (row0, col0, row1, col1) of repeat acquisitions on a common 10 m grid
PAIRS = [
    ((0, 0, 96, 96), (4, 2, 100, 98)),
    ((0, 0, 96, 96), (10, 0, 106, 96)),
    ((0, 0, 96, 96), (0, 7, 96, 103)),
    ((0, 0, 96, 96), (4, 2, 100, 98)),
]


def intersection(a, b):
    return max(a[0], b[0]), max(a[1], b[1]), min(a[2], b[2]), min(a[3], b[3])


def read_window(grid, fp):
    return grid[:, fp[0]:fp[2], fp[1]:fp[3]]


# monitoring AOI on the same grid, covered by every acquisition
AOI = (12, 8, 92, 88)


def overlapping_pair(grid_t0, grid_t1, fp0, fp1):
    r0, c0, r1, c1 = intersection(fp0, fp1)
    assert r0 <= AOI[0] and c0 <= AOI[1] and r1 >= AOI[2] and c1 >= AOI[3]
    return read_window(grid_t0, AOI), read_window(grid_t1, AOI)
