import numpy as np

G = 9.81


def record_launch(speed, angle_deg, k_drag, dt=0.05, noise=0.02, rng=None):
    """Integrate until the projectile hits the ground; return noisy (t, x, y) samples."""
    rng = rng or np.random.default_rng()
    a = np.deg2rad(angle_deg)
    pos = np.zeros(2)
    vel = speed * np.array([np.cos(a), np.sin(a)])
    samples, t = [], 0.0
    while pos[1] >= 0.0:
        samples.append((t, *pos))
        acc = np.array([0.0, -G]) - k_drag * np.linalg.norm(vel) * vel
        vel = vel + dt * acc
        pos = pos + dt * vel
        t += dt
    s = np.array(samples, np.float32)
    s[:, 1:] += noise * rng.normal(size=s[:, 1:].shape)
    return s
