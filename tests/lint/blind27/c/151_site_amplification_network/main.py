import flax.linen as nn
import jax
import numpy as np

from model import AmplificationNet
from train import amp_epoch, tx


def build(slope=0.05):
    return AmplificationNet(act=lambda h: nn.leaky_relu(h, slope))


rng = np.random.default_rng(151)
x = rng.normal(size=(128, 10)).astype(np.float32)
y = (x[:, :3].sum(1) * 0.4).astype(np.float32)
params = build().init(jax.random.PRNGKey(0), x[:1])
opt_state = tx.init(params)
for epoch in range(5):
    params, opt_state, loss = amp_epoch(build(), params, opt_state, x, y)
    print(epoch, float(loss))
