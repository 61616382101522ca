import jax
import jax.numpy as jnp
import numpy as np
import optax

from sources import ReanalysisSource, StationSource, interleave


@jax.jit
def train_step(params, opt_state, batch):
    x, y = batch

    def loss_fn(p):
        return jnp.mean((x @ p["w"] + p["b"] - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


rng = np.random.default_rng(0)
tx = optax.adam(1e-2)
params = {"w": jnp.zeros((8, 1)), "b": jnp.zeros((1,))}
opt_state = tx.init(params)
for i, batch in enumerate(interleave([ReanalysisSource(rng), StationSource(rng)], 6, 32)):
    params, opt_state, loss = train_step(params, opt_state, batch)
    print(i, type(batch).__name__, float(loss))
