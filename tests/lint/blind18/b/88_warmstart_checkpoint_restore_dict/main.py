import jax
import jax.numpy as jnp
import numpy as np

from checkpoint import from_flat, to_flat


def init(key, d_in=16, d=32):
    k1, k2 = jax.random.split(key)
    return {"dense1": {"w": 0.1 * jax.random.normal(k1, (d_in, d)), "b": jnp.zeros(d, jnp.float32)},
            "dense2": {"w": 0.1 * jax.random.normal(k2, (d,)), "b": jnp.zeros((), jnp.float32)}}


def forward(params, x):
    h = jnp.tanh(x @ params["dense1"]["w"] + params["dense1"]["b"])
    return h @ params["dense2"]["w"] + params["dense2"]["b"]


@jax.jit
def finetune_step(params, x, y, lr=1e-2):
    loss, g = jax.value_and_grad(lambda p: jnp.mean((forward(p, x) - y) ** 2))(params)
    return jax.tree_util.tree_map(lambda p, d: p - lr * d, params, g), loss


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(32, 16)), jnp.float32)   # polymer repeat-unit descriptors
    y = jnp.asarray(np.tanh(x[:, 0]) + 0.5 * x[:, 1], jnp.float32)  # glass transition (scaled)
    base = init(jax.random.PRNGKey(0))
    base, loss = finetune_step(base, x, y)
    print("pretrain", float(loss))
    stored = to_flat(base)

    params = from_flat(stored)
    for step in range(3):
        params, loss = finetune_step(params, x, y)
        print("finetune", step, float(loss))


if __name__ == "__main__":
    main()
