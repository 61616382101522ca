import numpy as np

PITCH = (105.0, 68.0)


def grid_around_ball(ball, radius=15.0, step=3.0):
    x0, x1 = max(0.0, ball[0] - radius), min(PITCH[0], ball[0] + radius)
    y0, y1 = max(0.0, ball[1] - radius), min(PITCH[1], ball[1] + radius)
    xs = np.arange(x0, x1, step)
    ys = np.arange(y0, y1, step)
    gx, gy = np.meshgrid(xs, ys)
    return np.stack([gx.ravel(), gy.ravel()], -1).astype(np.float32)
