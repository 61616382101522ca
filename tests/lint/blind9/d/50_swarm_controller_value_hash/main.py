import jax
import numpy as np

from controller import FlockingController

N_AGENTS, EPISODES, STEPS = 16, 4, 5
GAINS = {"cohesion": 0.05, "separation": 0.1, "alignment": 0.05, "radius": 0.3}


def run_episode(seed):
    rng = np.random.default_rng(seed)
    controller = FlockingController(**GAINS)
    pos = rng.uniform(size=(N_AGENTS, 2)).astype(np.float32)
    vel = (0.1 * rng.standard_normal((N_AGENTS, 2))).astype(np.float32)
    for _ in range(STEPS):
        vel = controller.velocities(pos, vel)
        pos = pos + 0.05 * np.asarray(vel)
    heading = np.asarray(vel) / (np.linalg.norm(np.asarray(vel), axis=1, keepdims=True) + 1e-9)
    return float(np.linalg.norm(heading.mean(0)))


def main():
    for ep in range(EPISODES):
        print(f"episode {ep} polarisation {run_episode(ep):.3f}")


if __name__ == "__main__":
    main()
