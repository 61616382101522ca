import numpy as np
import equinox as eqx
import jax
from model import PigletVocalNet
from train import optim, vocal_loss_and_grad

rng = np.random.default_rng(80)
x = rng.normal(size=(96, 16)).astype(np.float32)
y = rng.integers(0, 3, 96).astype(np.int32)
model = PigletVocalNet(jax.random.PRNGKey(0))
opt_state = optim.init(eqx.filter(model, eqx.is_array))
key = jax.random.PRNGKey(1)
for epoch in range(5):
    key, k1, k2 = jax.random.split(key, 3)
    loss, g = vocal_loss_and_grad(model, x[:64], y[:64], k1, False)
    upd, opt_state = optim.update(g, opt_state, eqx.filter(model, eqx.is_array))
    model = eqx.apply_updates(model, upd)
    val, _ = vocal_loss_and_grad(model, x[64:96], y[64:96], k2, True)
    print(epoch, float(loss), float(val))
