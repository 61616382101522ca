import io

import jax
import jax.numpy as jnp
import numpy as np


class InMemoryCheckpointer:
    def __init__(self):
        self._blobs = {}

    def save(self, name, step, params):
        buf = io.BytesIO()
        np.savez(buf, step=np.asarray(step), **{k: np.asarray(v) for k, v in params.items()})
        self._blobs[name] = buf.getvalue()

    def restore(self, name):
        data = np.load(io.BytesIO(self._blobs[name]))
        step = data["step"]
        params = {k: data[k] for k in data.files if k != "step"}
        return step, params


TOTAL_STEPS = 8
WARMUP = 4


@jax.jit
def train_step(params, x, y, step):
    lr = 0.1 * jnp.minimum(1.0, (step + 1) / WARMUP)
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((x @ p["w"] + p["b"] - y) ** 2))(params)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


def batch_for(step):
    rng = np.random.default_rng(int(step))
    x = rng.normal(size=(16, 3)).astype(np.float32)
    return x, x.sum(axis=1) * 0.5


def train(params, start, stop, ckpt=None):
    step = start
    while step < stop:
        x, y = batch_for(step)
        params, loss = train_step(params, x, y, step)
        step += 1
    if ckpt is not None:
        ckpt.save("latest", step, params)
    return params, float(loss)


def main():
    ckpt = InMemoryCheckpointer()
    params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
    params, loss = train(params, 0, TOTAL_STEPS // 2, ckpt)
    print("interrupted at loss", loss)
    start, params = ckpt.restore("latest")
    start = int(start)
    print("resuming from step", int(start))
    params, loss = train(params, start, TOTAL_STEPS)
    print("final loss", loss)


if __name__ == "__main__":
    main()
