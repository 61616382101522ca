import numpy as np


def survey_legs(rng, n_missions):
    for _ in range(n_missions):
        # waypoint altitudes [m] from the mission planner, as a plain list
        yield [float(a) for a in np.round(rng.uniform(80, 140, 4), 1)]
