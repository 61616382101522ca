import numpy as np

from mastery import weekly_mastery

N_ITEMS, N_SKILLS = 30, 5
rng = np.random.default_rng(9)
q_matrix = (rng.random((N_ITEMS, N_SKILLS)) < 0.3).astype(np.float32)

state = None
for week in range(6):
    responses = (rng.random(N_ITEMS) < 0.5 + 0.05 * week).astype(np.float32)
    state = weekly_mastery(responses, q_matrix, state)
    mean = np.asarray(state[0] / state.sum(0))
    print(f"week {week}: mastery {np.round(mean, 2).tolist()}")
