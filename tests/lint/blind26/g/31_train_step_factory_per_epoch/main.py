import numpy as np
import jax
import jax.numpy as jnp
import optax

from steps import make_train_step

rng = np.random.default_rng(0)
X = rng.normal(size=(256, 40)).astype(np.float32)     # frog call MFCC statistics
Y = rng.integers(0, 6, size=256).astype(np.int32)     # 6 anuran species
k1, k2 = jax.random.split(jax.random.PRNGKey(0))
params = {"w1": 0.1 * jax.random.normal(k1, (40, 64)), "b1": jnp.zeros(64),
          "w2": 0.1 * jax.random.normal(k2, (64, 6))}

base_lr = 1e-2
for epoch in range(4):
    tx = optax.adam(base_lr * 0.5 ** epoch)
    opt_state = tx.init(params)
    train_step = make_train_step(tx)
    for i in range(0, 256, 64):
        params, opt_state, loss = train_step(params, opt_state, X[i:i + 64], Y[i:i + 64])
    print(epoch, float(loss))
