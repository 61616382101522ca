import equinox as eqx
import jax
import numpy as np
from model import FuelVAE
from train import optim, vae_step, kl_weight

# per-flight fuel burn profile features (normalised): taxi, climb, cruise, descent, APU, reserve
rng = np.random.default_rng(0)
data = rng.normal(size=(256, 6)).astype(np.float32)

key = jax.random.PRNGKey(1)
model = FuelVAE(key)
opt_state = optim.init(eqx.filter(model, eqx.is_array))
for epoch in range(6):
    beta = kl_weight(epoch)
    for i in range(0, 256, 64):
        key, sub = jax.random.split(key)
        model, opt_state, loss = vae_step(model, opt_state, data[i:i + 64], sub, beta)
    print(epoch, beta, float(loss))
