import numpy as np

EMBODIMENTS = {
    "franka_7dof": {"proprio": 14, "action": 7},
    "xarm_gripper": {"proprio": 14, "action": 4},
}


def embodiment_batches(num_steps, batch_size=16, seed=0):
    rng = np.random.default_rng(seed)
    names = sorted(EMBODIMENTS)
    for step in range(num_steps):
        name = names[step % len(names)]
        spec = EMBODIMENTS[name]
        obs = rng.normal(size=(batch_size, spec["proprio"])).astype(np.float32)
        act = rng.normal(size=(batch_size, spec["action"])).astype(np.float32)
        yield name, obs, act
