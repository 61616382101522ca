import numpy as np
from cell import Cell, N_RB
from scheduler import pf_allocate

cell = Cell()
for tti in range(30):
    ues = cell.active_users()
    r = cell.rates(ues)
    alloc, served = pf_allocate(r, cell.avg[ues], N_RB)
    cell.update(ues, np.asarray(served))
print("avg throughput", np.round(cell.avg, 2))
