import numpy as np

from tracker import ClassTracker

rng = np.random.default_rng(9)
q_matrix = rng.random((30, 5)) < 0.3
tracker = ClassTracker(q_matrix)
for week in range(6):
    tracker.observe(rng.random(30) < 0.5 + 0.05 * week)
    print(week, np.round(tracker.mastery, 2).tolist())
