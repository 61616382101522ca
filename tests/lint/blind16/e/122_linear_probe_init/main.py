import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import build_probe

CFG = {"num_classes": 3, "init_std": 0.02, "lr": 0.1}


@functools.partial(jax.jit, static_argnums=(0,))
def probe_step(model, params, x, y, lr):
    def loss_fn(p):
        logits = model.apply({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(40, 12)).astype(np.float32)
    y = np.argmax(x[:, :3], axis=1).astype(np.int32)
    params = build_probe(CFG).init(jax.random.PRNGKey(0), x)["params"]
    for step in range(5):
        params, loss = probe_step(build_probe(CFG), params, x, y, CFG["lr"])
        print(step, float(loss))


if __name__ == "__main__":
    main()
