import jax
import jax.numpy as jnp


def cast_tree(tree, dtype):
    return jax.tree_util.tree_map(lambda a: a.astype(dtype), tree)


class DynamicLossScaler:
    """Port of torch.cuda.amp.GradScaler bookkeeping."""

    def __init__(self, init_scale=2 ** 15, growth_factor=2.0, backoff_factor=0.5,
                 growth_interval=3):
        self.scale = init_scale
        self.growth_factor = growth_factor
        self.backoff_factor = backoff_factor
        self.growth_interval = growth_interval
        self._good_steps = 0

    def update(self, grads_finite):
        if grads_finite:
            self._good_steps += 1
            if self._good_steps % self.growth_interval == 0:
                self.scale = self.scale * self.growth_factor
        else:
            self.scale = self.scale * self.backoff_factor
            self._good_steps = 0

    def state_dict(self):
        return {"scale": self.scale, "good_steps": self._good_steps}
