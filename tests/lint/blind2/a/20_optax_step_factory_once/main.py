import jax
import jax.numpy as jnp
import optax

from train import make_train_step

NUM_EPOCHS = 4
BATCH = 16

x_all = jax.random.normal(jax.random.PRNGKey(0), (64, 5))
labels_all = (x_all[:, 0] > 0).astype(jnp.int32)

optimizer = optax.chain(optax.clip_by_global_norm(1.0), optax.adam(5e-2))
train_step = make_train_step(optimizer)

params = {"w": jnp.zeros((5, 2)), "b": jnp.zeros(2)}
opt_state = optimizer.init(params)
for epoch in range(NUM_EPOCHS):
    for i in range(0, x_all.shape[0], BATCH):
        params, opt_state, loss = train_step(params, opt_state, x_all[i:i + BATCH], labels_all[i:i + BATCH])
    print(f"epoch {epoch}: {float(loss):.4f}")
