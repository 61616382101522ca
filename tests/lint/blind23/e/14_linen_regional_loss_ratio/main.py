import jax
import jax.numpy as jnp

from data import synth, by_region
from model import model, train_step, region_loss_ratio

X, y, region, premium = synth()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, X.shape[1])))

for epoch in range(5):
    for s in range(0, len(X), 256):
        params, l = train_step(params, X[s:s + 256], y[s:s + 256], 0.05)
    print("epoch", epoch, float(l))

for name, Xr, pr in by_region(X, region, premium):
    print(f"{name}: modelled loss ratio {float(region_loss_ratio(params, Xr, pr)):.3f} on {len(Xr)} policies")
