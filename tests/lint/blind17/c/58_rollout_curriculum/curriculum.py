STAGES = [
    {"rollout_steps": 1, "epochs": 3},
    {"rollout_steps": 2, "epochs": 2},
    {"rollout_steps": 4, "epochs": 2},
]
