import numpy as np

from renderer import render


class ValidationRenderer:
    def __init__(self, origins, dirs, rgb, near, far, every=2):
        self.origins, self.dirs, self.rgb = origins, dirs, rgb
        self.near, self.far, self.every = near, far, every

    def maybe_run(self, step, params):
        if step % self.every:
            return None
        pred = render(params, self.origins, self.dirs, self.near, self.far)
        mse = float(np.mean((np.asarray(pred) - self.rgb) ** 2))
        print(f"step {step} val mse {mse:.4f}")
        return mse


class OrbitPreview:
    def __init__(self, origins, dirs, near, far):
        self.origins, self.dirs = origins, dirs
        self.near, self.far = near, far
        self.frames = []

    def maybe_run(self, step, params):
        frame = render(params, self.origins, self.dirs, self.near, self.far)
        self.frames.append(np.asarray(frame))
