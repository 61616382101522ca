import jax
import numpy as np

from model import init, next_action

OBS, ACT, MAX_CONTEXT = 3, 1, 8


class ContextWindow:
    """Right-aligned history window with a validity mask."""

    def __init__(self, length, obs_dim):
        self.obs = np.zeros((length, obs_dim), np.float32)
        self.rtg = np.zeros((length,), np.float32)
        self.valid = np.zeros((length,), bool)

    def push(self, obs, rtg):
        self.obs = np.roll(self.obs, -1, axis=0)
        self.rtg = np.roll(self.rtg, -1)
        self.valid = np.roll(self.valid, -1)
        self.obs[-1], self.rtg[-1], self.valid[-1] = obs, rtg, True


def main():
    rng = np.random.default_rng(0)
    params = init(jax.random.PRNGKey(0), OBS, ACT)
    ctx = ContextWindow(MAX_CONTEXT, OBS)
    obs = rng.normal(size=OBS).astype(np.float32)
    rtg = 10.0
    for t in range(12):
        ctx.push(obs, rtg)
        a = np.asarray(next_action(params, ctx.obs, ctx.rtg, ctx.valid))
        obs = (0.9 * obs + 0.1 * a.sum()).astype(np.float32)
        rtg -= float(-np.abs(obs).sum())
    print(obs.round(3))


if __name__ == "__main__":
    main()
