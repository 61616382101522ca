from functools import partial

import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np


class DepthPhaseNet(nn.Module):
    features: int = 16
    kernel: int = 9

    @nn.compact
    def __call__(self, x):
        h = nn.relu(nn.Conv(self.features, (self.kernel,))(x))
        return nn.Conv(2, (1,))(h)


@partial(jax.jit, static_argnums=0)
def depth_phase_logits(net, params, x):
    return net.apply(params, x)


def build_net(cfg):
    return DepthPhaseNet(features=cfg["features"], kernel=cfg["kernel"])


def main():
    cfg = {"features": 16, "kernel": 9}
    rng = np.random.default_rng(0)
    params = build_net(cfg).init(jax.random.PRNGKey(0), jnp.zeros((1, 300, 3)))
    for ev in range(5):
        x = jnp.asarray(rng.standard_normal((4, 300, 3)), jnp.float32)
        logits = depth_phase_logits(build_net(cfg), params, x)
        print(ev, float(jax.nn.softmax(logits)[..., 1].mean()))


if __name__ == "__main__":
    main()
