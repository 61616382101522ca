import equinox as eqx
import jax
import numpy as np
from train import opt, balanced_step
from weights import inverse_frequency

rng = np.random.default_rng(0)
model = eqx.nn.MLP(20, 4, 32, depth=1, key=jax.random.PRNGKey(0))
state = opt.init(eqx.filter(model, eqx.is_array))
for epoch in range(4):
    x = rng.normal(size=(96, 20)).astype(np.float32)
    y = rng.choice(4, size=96, p=[0.6, 0.25, 0.1, 0.05]).astype(np.int32)
    cw = inverse_frequency(y, 4)
    model, state, loss = balanced_step(model, state, x, y, cw)
    print(epoch, cw.round(3), float(loss))
