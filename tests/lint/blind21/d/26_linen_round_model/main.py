import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import build_model

CFG = {"hidden": 16, "classes": 3, "dim": 5, "lr": 0.1}


@functools.partial(jax.jit, static_argnums=(0,))
def train_step(model, params, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - CFG["lr"] * g, params, grads), loss


def main():
    rng = np.random.RandomState(0)
    clients = [(jnp.asarray(rng.normal(size=(20, CFG["dim"])), jnp.float32),
                jnp.asarray(rng.randint(0, 3, size=(20,)), jnp.int32)) for _ in range(3)]
    params = build_model(CFG).init(jax.random.PRNGKey(0), jnp.zeros((1, CFG["dim"])))["params"]
    for rnd in range(4):
        model = build_model(CFG)
        new = []
        for x, y in clients:
            p, loss = train_step(model, params, x, y)
            new.append(p)
        params = jax.tree_util.tree_map(lambda *a: sum(a) / len(a), *new)
        print(f"round {rnd} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
