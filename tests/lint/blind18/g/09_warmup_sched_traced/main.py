import functools

import jax
import jax.numpy as jnp
import numpy as np

from scheduler import WarmupCosineLR


def init(key, sizes):
    params = []
    for din, dout in zip(sizes[:-1], sizes[1:]):
        key, sub = jax.random.split(key)
        params.append({"w": jax.random.normal(sub, (din, dout)) / np.sqrt(din), "b": jnp.zeros(dout)})
    return params


def forward(params, x):
    for layer in params[:-1]:
        x = jnp.tanh(x @ layer["w"] + layer["b"])
    return x @ params[-1]["w"] + params[-1]["b"]


@functools.partial(jax.jit, static_argnames=("momentum",))
def sgd_step(params, velocity, x, y, lr, momentum=0.9):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((forward(p, x) - y) ** 2))(params)
    velocity = jax.tree_util.tree_map(lambda v, g: momentum * v + g, velocity, grads)
    params = jax.tree_util.tree_map(lambda p, v: p - lr * v, params, velocity)
    return params, velocity, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 4)).astype(np.float32)
    y = np.sin(x).sum(-1, keepdims=True).astype(np.float32)
    params = init(jax.random.PRNGKey(0), [4, 32, 1])
    velocity = jax.tree_util.tree_map(jnp.zeros_like, params)
    sched = WarmupCosineLR(base_lr=0.05, warmup_steps=3, total_steps=8)
    for step in range(8):
        xb, yb = x[step % 4 * 32:(step % 4 + 1) * 32], y[step % 4 * 32:(step % 4 + 1) * 32]
        params, velocity, loss = sgd_step(params, velocity, xb, yb, lr=jnp.float32(sched.get_last_lr()))
        sched.step()
        print(f"step {step} lr {sched.get_last_lr():.4f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
