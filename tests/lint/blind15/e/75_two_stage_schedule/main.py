import jax
import jax.numpy as jnp
import numpy as np

from schedules import lr_schedule, stage_steps


@jax.jit
def train_step(params, frozen, x, y, step):
    lr = lr_schedule(step)
    def loss_fn(p):
        h = jnp.tanh(x @ (p["w1"] * (1 - frozen["w1"])))
        return jnp.mean((h @ p["w2"] - y) ** 2)
    loss, g = jax.value_and_grad(loss_fn)(params)
    g = jax.tree.map(lambda g_, f: g_ * (1 - f), g, frozen)
    return jax.tree.map(lambda p, g_: p - lr * g_, params, g), loss


def main():
    rng = np.random.default_rng(0)
    params = {"w1": jnp.asarray(rng.normal(size=(5, 12)).astype(np.float32) * 0.3),
              "w2": jnp.asarray(rng.normal(size=(12, 1)).astype(np.float32) * 0.3)}
    x = rng.normal(size=(40, 5)).astype(np.float32)
    y = np.cos(x[:, :1]).astype(np.float32)
    frozen = jax.tree.map(jnp.zeros_like, params)
    for step in stage_steps(1):
        params, loss = train_step(params, frozen, x, y, step)
    print("stage 1", float(loss))
    frozen = {"w1": jnp.ones_like(params["w1"]), "w2": jnp.zeros_like(params["w2"])}
    for step in stage_steps(2):
        params, loss = train_step(params, frozen, x, y, step)
    print("stage 2", float(loss))


if __name__ == "__main__":
    main()
