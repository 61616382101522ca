import numpy as np

GRID = 32

def native_raster(rows, cols, seed):
    rng = np.random.default_rng(seed)
    return ((rng.uniform(size=(rows, cols)) < 0.3) * rng.uniform(50, 400, (rows, cols))).astype(np.float32)

def to_grid(raster):
    rows, cols = raster.shape
    fr, fc = -(-rows // GRID), -(-cols // GRID)
    padded = np.zeros((fr * GRID, fc * GRID), np.float32)
    padded[:rows, :cols] = raster
    return padded.reshape(GRID, fr, GRID, fc).mean(axis=(1, 3))
