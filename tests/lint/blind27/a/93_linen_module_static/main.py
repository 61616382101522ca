import numpy as np
import jax
import jax.numpy as jnp

from model import LossDevNet
from train import tx, dev_pattern_step


def run_epoch(params, opt_state, x, incr, cfg):
    net = LossDevNet(hidden=cfg["hidden"], n_dev=cfg["n_dev"])
    for b in range(0, x.shape[0], 50):
        params, opt_state, loss = dev_pattern_step(net, params, opt_state, x[b:b + 50], incr[b:b + 50])
    return params, opt_state, loss


def main():
    cfg = {"hidden": 32, "n_dev": 10}
    rng = np.random.default_rng(321)
    x = jnp.asarray(rng.normal(size=(200, 4)), jnp.float32)
    incr = jnp.asarray(rng.poisson(5 * np.exp(-0.4 * np.arange(10)), (200, 10)), jnp.float32)
    params = LossDevNet(**cfg).init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    for epoch in range(5):
        params, opt_state, loss = run_epoch(params, opt_state, x, incr, cfg)
        print(epoch, round(float(loss), 4))


if __name__ == "__main__":
    main()
