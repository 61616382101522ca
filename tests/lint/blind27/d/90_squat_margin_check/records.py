import numpy as np

# mmsi, loa_m, beam_m, draft_m, block_coef
ROWS = np.array([
    [244123000, 300.0, 48.0, 14.2, 0.82],
    [636019000, 229.0, 32.3, 12.1, 0.78],
    [477553000, 366.0, 51.0, 15.5, 0.71],
    [219004000, 190.0, 30.0, 10.4, 0.80],
], np.float32)


def draft_of(row, laden):
    if laden:
        return row[3]
    return row[3:4] * 0.7
