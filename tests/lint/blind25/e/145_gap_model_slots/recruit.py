import numpy as np

def fill_slots(rng, dbh, alive):
    dbh, alive = dbh.copy(), alive.copy()
    free = np.flatnonzero(alive == 0)[: int(rng.poisson(3))]
    dbh[free] = rng.uniform(0.5, 2.0, len(free))
    alive[free] = 1.0
    return dbh.astype(np.float32), alive
