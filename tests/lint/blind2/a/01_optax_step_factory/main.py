import jax
import jax.numpy as jnp
import optax

from train import make_train_step

NUM_EPOCHS = 4
BATCH = 16

key = jax.random.PRNGKey(0)
kx, kw = jax.random.split(key)
X = jax.random.normal(kx, (64, 3))
true_w = jnp.array([1.0, -2.0, 0.5])
Y = X @ true_w + 0.3

params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
optimizer = optax.adam(1e-1)
opt_state = optimizer.init(params)

for epoch in range(NUM_EPOCHS):
    step_fn = make_train_step(optimizer)
    for i in range(0, X.shape[0], BATCH):
        params, opt_state, loss = step_fn(params, opt_state, X[i:i + BATCH], Y[i:i + BATCH])
    print(f"epoch {epoch} loss {float(loss):.4f}")
