import jax
import numpy as np

from model import WrinkleRecovery, cure_fit_step
from schedule import cosine_lr

rng = np.random.default_rng(38)
# resin g/L, catalyst g/L, softener g/L, cure temp (scaled), cure time (scaled)
x = rng.normal(size=(80, 5)).astype(np.float32)
y = (230 + 15 * x[:, 0] + 5 * x[:, 3] - 4 * x[:, 2] + rng.normal(0, 3, 80)).astype(np.float32)

model = WrinkleRecovery(jax.random.PRNGKey(0))
total = 30
for step in range(total):
    lr = cosine_lr(step, total)
    model, loss = cure_fit_step(model, x, y, lr)
    if step % 10 == 0:
        print(step, float(lr), float(loss))
