import numpy as np

from instances import instance_stream
from relax import solve_assignment

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    for i, (dist, demand, capacity) in enumerate(instance_stream(rng)):
        assign, cost = solve_assignment(dist, demand, capacity)
        routes = np.asarray(assign).argmax(1)
        print(i, dist.shape[0], float(cost), np.bincount(routes, minlength=3))
