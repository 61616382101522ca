import jax
import jax.numpy as jnp


def init_state(key, sizes=(6, 16, 1)):
    layers = []
    for k, (a, b) in zip(jax.random.split(key, len(sizes) - 1), zip(sizes[:-1], sizes[1:])):
        layers.append((jax.random.normal(k, (a, b)) * 0.2, jnp.zeros((b,))))
    return {"params": layers, "ema": layers, "step": jnp.zeros((), jnp.int32)}


def apply(layers, x):
    for w, b in layers[:-1]:
        x = jnp.tanh(x @ w + b)
    w, b = layers[-1]
    return x @ w + b


@jax.jit
def train_step(state, x, y):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((apply(p, x) - y) ** 2))(state["params"])
    params = jax.tree.map(lambda p, g: p - 0.05 * g, state["params"], grads)
    ema = jax.tree.map(lambda e, p: 0.99 * e + 0.01 * p, state["ema"], params)
    return {"params": params, "ema": ema, "step": state["step"] + 1}, loss
