import math

CELL_KM = 10.0

def grid_shape(x, y):
    nx = math.ceil((x.max() - x.min()) / CELL_KM) + 1
    ny = math.ceil((y.max() - y.min()) / CELL_KM) + 1
    return (int(ny), int(nx))
