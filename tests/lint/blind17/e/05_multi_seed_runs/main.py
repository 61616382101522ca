import jax
import numpy as np

from experiment import make_train

CONFIG = {"lr": 0.05, "steps": 100}
SEEDS = [0, 1, 2, 3, 4]

rng = np.random.default_rng(0)
x = rng.normal(size=(128, 4)).astype(np.float32)
y = (x @ np.array([1.0, -2.0, 0.5, 0.0], np.float32) + 0.3).astype(np.float32)

train = jax.jit(make_train(CONFIG))
results = {}
for seed in SEEDS:
    params, final_loss = train(jax.random.PRNGKey(seed), x, y)
    results[seed] = float(final_loss)

for seed, loss in results.items():
    print(f"seed {seed}: final loss {loss:.5f}")
print("mean:", np.mean(list(results.values())))
