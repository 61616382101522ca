import numpy as np

H, W = 48, 64


def simulated_frame(rng, roll, pitch):
    yy, xx = np.mgrid[0:H, 0:W]
    horizon = (H / 2 + pitch * 40) + np.tan(roll) * (xx - W / 2)
    sky = (yy < horizon).astype(np.float32)
    return sky * 0.8 + 0.1 + rng.normal(0, 0.03, (H, W)).astype(np.float32)


def camera_frame(rng, roll, pitch):
    img = simulated_frame(rng, roll, pitch)
    return np.clip(img * 255, 0, 255).astype(np.uint8)


def frame_stream(rng, n):
    for k in range(n):
        roll, pitch = 0.2 * np.sin(0.3 * k), 0.05 * np.cos(0.2 * k)
        # replay alternates between synthetic frames and the recorded camera
        src = simulated_frame if k < n // 2 else camera_frame
        yield src(rng, roll, pitch), (roll, pitch)
