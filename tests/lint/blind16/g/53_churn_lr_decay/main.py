import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import ChurnMLP
from trainer import make_train_step, step_decay

N_FEAT, B = 12, 128
rng = np.random.default_rng(44)
w_true = rng.normal(size=N_FEAT)

model = ChurnMLP()
params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, N_FEAT)))
opt_state = optax.adamw(step_decay(0)).init(params)

for epoch in range(6):
    tx = optax.adamw(step_decay(epoch))
    train_step = make_train_step(model, tx)
    for _ in range(8):
        x = rng.normal(size=(B, N_FEAT)).astype(np.float32)
        y = (x @ w_true + rng.normal(size=B) > 0).astype(np.float32)
        params, opt_state, loss = train_step(params, opt_state, x, y)
    print(f"epoch {epoch} lr={step_decay(epoch):.5f} loss={float(loss):.4f}")
