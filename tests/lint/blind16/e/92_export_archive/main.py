import io

import jax
import jax.numpy as jnp
import numpy as np


def export_params(params):
    """Write a portable archive; values are widened to float64 for downstream analysis tools."""
    buf = io.BytesIO()
    np.savez(buf, **{k: np.asarray(v, dtype=np.float64) for k, v in params.items()})
    return buf.getvalue()


def import_params(blob):
    with np.load(io.BytesIO(blob)) as data:
        return {k: data[k] for k in data.files}


@jax.jit
def train_step(params, x, y):
    def loss_fn(p):
        return jnp.mean((jnp.tanh(x @ p["w"] + p["b"]) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda p, g: p - 0.1 * g, params, grads), loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(40, 3)).astype(np.float32)
    y = np.tanh(x @ np.array([[0.5], [-1.0], [2.0]], np.float32))
    params = {"w": jnp.zeros((3, 1)), "b": jnp.zeros((1,))}
    for _ in range(3):
        params, loss = train_step(params, x, y)
    blob = export_params(params)

    params = import_params(blob)
    print({k: v.dtype for k, v in params.items()})
    for _ in range(3):
        params, loss = train_step(params, x, y)
    print("loss", float(loss))


if __name__ == "__main__":
    main()
