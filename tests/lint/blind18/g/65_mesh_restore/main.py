import jax
import jax.numpy as jnp
import numpy as np
import optax

import ckpt
from sharding_utils import make_mesh, replicate, shard_batch

tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        return jnp.mean((jnp.tanh(batch["x"] @ p["w1"]) @ p["w2"] - batch["y"]) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def train(params, opt_state, data, mesh, start, stop):
    x, y = data
    for step in range(start, stop):
        i = step % 4 * 8
        batch = shard_batch({"x": x[i:i + 8], "y": y[i:i + 8]}, mesh)
        params, opt_state, loss = train_step(params, opt_state, batch)
    return params, opt_state, float(loss)


def main():
    mesh = make_mesh()
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 4)).astype(np.float32)
    y = np.cos(x[:, :1]).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (4, 16)) * 0.4, "w2": jax.random.normal(k2, (16, 1)) * 0.2}
    params = replicate(params, mesh)
    opt_state = replicate(tx.init(params), mesh)
    params, opt_state, loss = train(params, opt_state, (x, y), mesh, 0, 4)
    blob = ckpt.save_bytes(params, opt_state, 4)
    print("saved at step 4", loss)

    params, opt_state, step = ckpt.load_bytes(blob)
    params, opt_state, loss = train(params, opt_state, (x, y), mesh, step, 8)
    print("resumed to step 8", loss)


if __name__ == "__main__":
    main()
