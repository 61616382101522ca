import numpy as np
from gapmodel import gap_step, CAPACITY
from recruit import fill_slots

rng = np.random.default_rng(114)
dbh = np.zeros(CAPACITY, np.float32); alive = np.zeros(CAPACITY, np.float32)
dbh[:20] = rng.uniform(5, 40, 20); alive[:20] = 1
for period in range(6):
    dbh = np.asarray(gap_step(dbh, alive, np.float32(0.5)))
    dbh, alive = fill_slots(rng, dbh, alive)
    print("period", period, "trees", int(alive.sum()))
