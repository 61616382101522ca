import jax
import jax.numpy as jnp
import optax
from model import RentDemand
from data import listing_batches

model = RentDemand()
tx = optax.adamw(2e-3)

@jax.jit
def rent_train_step(params, opt_state, x, y, dropout_key):
    def loss_fn(p):
        pred = model.apply({"params": p}, x, rngs={"dropout": dropout_key})
        return jnp.mean((pred - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, upd), opt_state, loss

key = jax.random.PRNGKey(42)
params = model.init(key, jnp.zeros((1, 10)), train=False)["params"]
opt_state = tx.init(params)
for epoch in range(3):
    for x, y in listing_batches(8, 32, seed=epoch):
        key, dk = jax.random.split(key)
        params, opt_state, loss = rent_train_step(params, opt_state, x, y, dk)
    print(epoch, float(loss))
