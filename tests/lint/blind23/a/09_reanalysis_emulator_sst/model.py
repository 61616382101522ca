import jax
import jax.numpy as jnp
import optax

tx = optax.sgd(1e-2, momentum=0.9)


def init(key):
    return {"w": 0.1 * jax.random.normal(key, (3,)), "b": jnp.zeros(())}


def predictors(batch):
    fields = [batch["t850"], batch["z500"]]
    fields.append(batch["sst"] if "sst" in batch else jnp.zeros_like(batch["t850"]))
    return jnp.stack(fields, axis=-1)


@jax.jit
def fit_step(params, opt_state, batch):
    def loss_fn(p):
        pred = predictors(batch) @ p["w"] + p["b"]
        return jnp.mean((pred - batch["target"]) ** 2)

    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss
