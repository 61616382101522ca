import jax.numpy as jnp
import numpy as np

from steps import glove_step, make_optimizer

rng = np.random.default_rng(66)
# hand circumference, hand length, middle finger length, palm width (standardised)
hand = rng.normal(size=(150, 4)).astype(np.float32)
size_idx = np.clip(np.round(2.5 + 1.2 * hand[:, 0] + 0.5 * hand[:, 1]), 0, 5).astype(np.int32)  # XS..XXL

params = {"W": jnp.zeros((4, 6)), "b": jnp.zeros(6)}
tx = make_optimizer(total_steps=4 * 5)
opt_state = tx.init(params)
for epoch in range(4):
    for i in range(0, 150, 30):
        params, opt_state, loss = glove_step(params, opt_state, hand[i:i + 30], size_idx[i:i + 30], tx=tx)
    print(epoch, float(loss))
