import numpy as np
import jax
from model import model, sgd_step
from schedule import cosine_lr

WIN, BATCH, STEPS = 24, 32, 60
rng = np.random.default_rng(0)
t = np.arange(24 * 60)
load = (0.6 + 0.3 * np.sin(2 * np.pi * t / 24) + 0.1 * np.sin(2 * np.pi * t / 168)
        + 0.05 * rng.standard_normal(t.size)).astype(np.float32)

params = model.init(jax.random.PRNGKey(1), np.zeros((BATCH, WIN, 1), np.float32))
for step in range(STEPS):
    starts = rng.integers(0, load.size - WIN - 1, BATCH)
    x = np.stack([load[s:s + WIN] for s in starts])[..., None]
    y = load[starts + WIN]
    lr = cosine_lr(step, STEPS)
    params, l = sgd_step(params, x, y, lr)
    if step % 20 == 0:
        print(step, round(lr, 4), float(l))
