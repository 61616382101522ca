import json

import jax
import jax.numpy as jnp
import numpy as np
import optax


def _encode(tree):
    if isinstance(tree, dict):
        return {k: _encode(v) for k, v in tree.items()}
    if isinstance(tree, (list, tuple)):
        return [_encode(v) for v in tree]
    return {"__array__": np.asarray(tree).tolist()}


def _decode(obj):
    if isinstance(obj, dict) and "__array__" in obj:
        return np.asarray(obj["__array__"], dtype=np.float32)
    if isinstance(obj, dict):
        return {k: _decode(v) for k, v in obj.items()}
    return [_decode(v) for v in obj]


def save(params):
    return json.dumps(_encode(params))


def restore(blob, like=None):
    return _decode(json.loads(blob))


tx = optax.sgd(0.05)


def init_params(key, sizes):
    layers = []
    for i, (a, b) in enumerate(zip(sizes[:-1], sizes[1:])):
        w = jax.random.normal(jax.random.fold_in(key, i), (a, b)) / np.sqrt(a)
        layers.append((w, jnp.zeros(b)))
    return {"layers": tuple(layers)}


def forward(params, x):
    for w, b in params["layers"][:-1]:
        x = jax.nn.relu(x @ w + b)
    w, b = params["layers"][-1]
    return x @ w + b


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((forward(p, x) - y) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def run(params, opt_state, x, y, steps):
    for _ in range(steps):
        params, opt_state, loss = train_step(params, opt_state, x, y)
    return params, opt_state, float(loss)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 3)).astype(np.float32)
    y = (x ** 2).sum(axis=1, keepdims=True).astype(np.float32)
    params = init_params(jax.random.PRNGKey(0), [3, 8, 8, 1])
    opt_state = tx.init(params)
    params, opt_state, loss = run(params, opt_state, x, y, 3)
    print("before checkpoint", loss)
    blob = save(params)
    params = restore(blob, like=params)
    opt_state = tx.init(params)
    params, opt_state, loss = run(params, opt_state, x, y, 3)
    print("after resume", loss)


if __name__ == "__main__":
    main()
