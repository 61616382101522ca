import numpy as np

DT = 0.05


def simulate_np(v0, angle, drag, dt=DT, max_steps=200):
    pos = np.zeros(2)
    vel = v0 * np.array([np.cos(angle), np.sin(angle)])
    out = []
    for _ in range(max_steps):
        acc = np.array([0.0, -9.81]) - drag * np.linalg.norm(vel) * vel
        vel = vel + dt * acc
        pos = pos + dt * vel
        if pos[1] < 0.0:
            break
        out.append(pos.copy())
    return np.array(out, dtype=np.float32)


def throws(rng, n=5, true_drag=0.05):
    for _ in range(n):
        v0 = rng.uniform(8, 15)
        angle = rng.uniform(0.4, 1.2)
        track = simulate_np(v0, angle, true_drag)
        track += 0.02 * rng.normal(size=track.shape).astype(np.float32)
        yield np.float32(v0), np.float32(angle), *pad_track(track)


def pad_track(track, horizon=64):
    padded = np.zeros((horizon, 2), np.float32)
    mask = np.zeros(horizon, np.float32)
    n = min(len(track), horizon)
    padded[:n] = track[:n]
    mask[:n] = 1.0
    return padded, mask
