import jax
import jax.numpy as jnp
import optax

from farms import farm_batches


@jax.jit
def milk_update(params, x, y, weights):
    def loss_fn(p):
        err = (x @ p["w"] + p["b"] - y) ** 2
        if weights is None:
            return err.mean()
        return (err * weights).sum() / weights.sum()

    loss, g = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda a, b: a - 0.01 * b, params, g), loss


params = {"w": jnp.zeros(3), "b": jnp.float32(30.0)}
for rnd in range(3):
    for x, y, w in farm_batches(seed=rnd):
        params, loss = milk_update(params, x, y, w)
    print("round", rnd, float(loss))
