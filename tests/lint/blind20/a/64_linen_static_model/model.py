import flax.linen as nn


class ModeHead(nn.Module):
    n_modes: int = 6
    fut: int = 12
    hidden: int = 64

    @nn.compact
    def __call__(self, feats):
        h = nn.relu(nn.Dense(self.hidden)(feats))
        trajs = nn.Dense(self.n_modes * self.fut * 2)(h)
        logits = nn.Dense(self.n_modes)(h)
        return trajs.reshape(feats.shape[0], self.n_modes, self.fut, 2), logits


def build_head(cfg):
    return ModeHead(n_modes=cfg["n_modes"], fut=cfg["fut"], hidden=cfg["hidden"])
