import jax
import numpy as np

from train import model, tx, difficulty_step, dropout_for_epoch

rng = np.random.default_rng(0)
tokens = rng.integers(0, 400, (128, 24)).astype(np.int32)
p_correct = (tokens[:, :4].mean(1) / 400).astype(np.float32)

params = model.init(jax.random.PRNGKey(0), tokens[:1], 0.0, False)
opt_state = tx.init(params)
key = jax.random.PRNGKey(1)
for epoch in range(5):
    rate = dropout_for_epoch(epoch)
    for i in range(0, 128, 32):
        key, sub = jax.random.split(key)
        params, opt_state, loss = difficulty_step(params, opt_state, tokens[i:i + 32], p_correct[i:i + 32], sub,
                                                  dropout_rate=rate)
    print(epoch, round(rate, 3), float(loss))
