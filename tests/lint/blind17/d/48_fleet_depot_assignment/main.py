import numpy as np

from instances import instance_stream
from padding import pad_instance
from relax import solve_assignment

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    for i, (dist, demand, capacity) in enumerate(instance_stream(rng)):
        dist_p, demand_p, n = pad_instance(dist, demand)
        assign, cost = solve_assignment(dist_p, demand_p, capacity)
        routes = np.asarray(assign)[:n].argmax(1)
        print(i, n, dist_p.shape[0], float(cost), np.bincount(routes, minlength=3))
