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
tx = optax.inject_hyperparams(optax.adamw)(learning_rate=step_decay(0))
opt_state = tx.init(params)
train_step = make_train_step(model, tx)

for epoch in range(6):
    opt_state.hyperparams["learning_rate"] = jnp.asarray(step_decay(epoch), dtype=jnp.float32)
    for _ in range(8):
        x = rng.normal(size=(B, N_FEAT)).astype(np.float32)
        y = (x @ w_true + rng.normal(size=B) > 0).astype(np.float32)
        params, opt_state, loss = train_step(params, opt_state, x, y)
    print(f"epoch {epoch} lr={step_decay(epoch):.5f} loss={float(loss):.4f}")
