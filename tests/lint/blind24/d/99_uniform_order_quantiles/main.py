import equinox as eqx
import jax
import numpy as np

from losses import make_pinball
from train import quantile_step

rng = np.random.default_rng(99)
# seasonal order quantity for school uniforms from enrolment, region, last-year sales...
x = rng.normal(size=(120, 6)).astype(np.float32)
y = (x[:, 0] * 2 + rng.gamma(2, 1, 120)).astype(np.float32)

for q in (0.5, 0.9):
    model = eqx.nn.Linear(6, 1, key=jax.random.PRNGKey(0))
    for epoch in range(4):
        for i in range(0, 120, 40):
            model, loss = quantile_step(model, x[i:i + 40], y[i:i + 40], make_pinball(q))
    print(f"q={q}: final pinball {float(loss):.3f}")
