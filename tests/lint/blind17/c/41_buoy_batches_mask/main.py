import jax
import jax.numpy as jnp
import optax

from loader import BuoyLoader


def loss_fn(params, batch):
    pred = jax.nn.softplus(batch["x"] @ params["w"] + params["b"])
    err = (pred - batch["y"]) ** 2
    return jnp.sum(err * batch["valid"]) / jnp.maximum(jnp.sum(batch["valid"]), 1.0)


@jax.jit
def train_step(params, opt_state, batch):
    loss, grads = jax.value_and_grad(loss_fn)(params, batch)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


tx = optax.adam(1e-2)
params = {"w": jnp.zeros(5), "b": jnp.zeros(())}
opt_state = tx.init(params)
for i, batch in enumerate(BuoyLoader()):
    params, opt_state, loss = train_step(params, opt_state, batch)
    print(i, sorted(batch), float(loss))
