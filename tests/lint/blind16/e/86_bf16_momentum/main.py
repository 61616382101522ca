import jax
import jax.numpy as jnp
import numpy as np


def to_compute_dtype(tree, dtype=jnp.bfloat16):
    return jax.tree.map(lambda x: x.astype(dtype), tree)


def sgd_momentum(params, velocity, grads, lr, beta=0.9):
    velocity = jax.tree.map(lambda v, g: beta * v + g, velocity, grads)
    params = jax.tree.map(lambda p, v: p - lr * v, params, velocity)
    return params, velocity


def forward(params, x):
    h = jax.nn.relu(x @ params["w1"])
    return h @ params["w2"]


@jax.jit
def train_step(params, velocity, x, y, lr):
    def loss_fn(p):
        return jnp.mean((forward(p, x).astype(jnp.float32) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    params, velocity = sgd_momentum(params, velocity, grads, lr)
    return params, velocity, loss


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(64, 16)), jnp.bfloat16)
    y = jnp.asarray(rng.normal(size=(64, 4)), jnp.float32)
    params = to_compute_dtype({
        "w1": jnp.asarray(rng.normal(size=(16, 32)) * 0.2),
        "w2": jnp.asarray(rng.normal(size=(32, 4)) * 0.2),
    })
    velocity = jax.tree.map(jnp.zeros_like, params)
    schedule = np.linspace(0.05, 0.005, 6, dtype=np.float32)
    for step, lr in enumerate(schedule):
        params, velocity, loss = train_step(params, velocity, x, y, lr)
        print(step, float(loss), params["w1"].dtype)


if __name__ == "__main__":
    main()
