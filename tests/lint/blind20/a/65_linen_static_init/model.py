from typing import Callable

import flax.linen as nn


class ModeHead(nn.Module):
    n_modes: int = 6
    fut: int = 12
    hidden: int = 64
    kernel_init: Callable = nn.initializers.lecun_normal()

    @nn.compact
    def __call__(self, feats):
        h = nn.relu(nn.Dense(self.hidden, kernel_init=self.kernel_init)(feats))
        trajs = nn.Dense(self.n_modes * self.fut * 2, kernel_init=self.kernel_init)(h)
        logits = nn.Dense(self.n_modes, kernel_init=self.kernel_init)(h)
        return trajs.reshape(feats.shape[0], self.n_modes, self.fut, 2), logits


def build_head(cfg):
    return ModeHead(
        n_modes=cfg["n_modes"],
        fut=cfg["fut"],
        hidden=cfg["hidden"],
        kernel_init=nn.initializers.normal(stddev=cfg.get("init_std", 0.02)),
    )
