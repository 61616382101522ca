import numpy as np
import equinox as eqx
import jax
from model import LambGrowthNet, optim, train_step

rng = np.random.default_rng(13)
# birth weight, litter size, dam age, creep feed, sex -> weaning weight (standardised)
x = rng.normal(size=(64, 5)).astype(np.float32)
y = (x @ np.array([0.8, -0.4, 0.1, 0.5, 0.2]) + rng.standard_t(3, 64) * 0.2).astype(np.float32)

model = LambGrowthNet(jax.random.PRNGKey(0))
opt_state = optim.init(eqx.filter(model, eqx.is_array))
for epoch in range(6):
    # tighten the robust loss as the fit improves
    delta = 1.0 / (1 + epoch)
    model = eqx.tree_at(lambda m: m.huber_delta, model, delta)
    model, opt_state, loss = train_step(model, opt_state, x, y)
    print(epoch, round(delta, 3), float(loss))
