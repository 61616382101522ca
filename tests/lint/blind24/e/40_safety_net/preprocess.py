import numpy as np

TARGET = (32, 32)


def letterbox(frames, target=TARGET):
    n, h, w, c = frames.shape
    th, tw = target
    scale = min(th / h, tw / w)
    nh, nw = max(1, int(h * scale)), max(1, int(w * scale))
    rows = (np.arange(nh) / scale).astype(int).clip(0, h - 1)
    cols = (np.arange(nw) / scale).astype(int).clip(0, w - 1)
    resized = frames[:, rows][:, :, cols]
    out = np.zeros((n, th, tw, c), np.float32)
    top, left = (th - nh) // 2, (tw - nw) // 2
    out[:, top:top + nh, left:left + nw] = resized
    return out
