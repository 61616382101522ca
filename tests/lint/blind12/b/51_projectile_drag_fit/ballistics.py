import numpy as np


def observe_trajectory(v0, angle_deg, drag, dt=0.05, seed=0):
    """Simulate a tracked projectile until it lands; returns noisy (x, y) samples."""
    rng = np.random.default_rng(seed)
    th = np.radians(angle_deg)
    pos = np.zeros(2)
    vel = v0 * np.array([np.cos(th), np.sin(th)])
    samples = []
    while pos[1] >= 0.0:
        samples.append(pos.copy())
        acc = np.array([0.0, -9.81]) - drag * np.linalg.norm(vel) * vel
        vel = vel + dt * acc
        pos = pos + dt * vel
    obs = np.asarray(samples, dtype=np.float32)
    return obs + rng.normal(0, 0.05, obs.shape).astype(np.float32)
