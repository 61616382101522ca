from functools import partial

import numpy as np
import jax
import jax.numpy as jnp
import flax.linen as nn


class ChlorideProfileNet(nn.Module):
    """Chloride content at depth from exposure class, age and w/c (pretrained weights assumed)."""
    hidden: int = 32
    depths: int = 8

    @nn.compact
    def __call__(self, x):
        return nn.softplus(nn.Dense(self.depths)(nn.tanh(nn.Dense(self.hidden)(x))))


@partial(jax.jit, static_argnums=0)
def chloride_profiles(model, params, x):
    return model.apply(params, x)


def core_batch(deck, rng, n=16):
    return rng.uniform(0, 1, (n, 3)).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    params = ChlorideProfileNet().init(jax.random.PRNGKey(0), jnp.zeros((1, 3)))
    for deck in ["north deck", "south deck", "ramp A", "ramp B", "pier caps"]:
        prof = np.asarray(chloride_profiles(ChlorideProfileNet(hidden=32), params, core_batch(deck, rng)))
        print(f"{deck:10s}: mean surface chloride {prof[:, 0].mean():.3f}, at rebar depth {prof[:, 4].mean():.3f} % binder")


if __name__ == "__main__":
    main()
