import numpy as np
from cell import Cell
from scheduler import pf_allocate_masked

cell = Cell()
for tti in range(30):
    active = cell.active
    alloc, served = pf_allocate_masked(cell.rates(), cell.avg, active)
    cell.update(np.asarray(served))
print("avg throughput", np.round(cell.avg, 2))
