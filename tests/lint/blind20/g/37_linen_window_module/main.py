import jax
import jax.numpy as jnp

from model import WindowedNeRF
from train import train_step, tx

TOTAL = 6

params = WindowedNeRF().init(jax.random.PRNGKey(0), jnp.zeros((1, 3)))
opt_state = tx.init(params)
key = jax.random.PRNGKey(1)
for step in range(TOTAL):
    key, k1, k2 = jax.random.split(key, 3)
    pts = jax.random.normal(k1, (64, 3))
    target = jax.random.uniform(k2, (64, 3))
    model = WindowedNeRF(window=min(1.0, (step + 1) / TOTAL))
    params, opt_state, loss = train_step(model, params, opt_state, pts, target)
    print(step, float(loss))
