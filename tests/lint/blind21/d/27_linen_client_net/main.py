import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import build_model

CFG = {"hidden": 16, "classes": 3, "dim": 5, "lr": 0.1, "dropout_start": 0.5, "rounds": 4}


@functools.partial(jax.jit, static_argnums=(0,))
def train_step(model, params, x, y, key):
    def loss_fn(p):
        logits = model.apply({"params": p}, x, rngs={"dropout": key})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - CFG["lr"] * g, params, grads), loss


def main():
    rng = np.random.RandomState(0)
    clients = [(jnp.asarray(rng.normal(size=(20, CFG["dim"])), jnp.float32),
                jnp.asarray(rng.randint(0, 3, size=(20,)), jnp.int32)) for _ in range(3)]
    init_model = build_model(CFG, 0)
    params = init_model.init(jax.random.PRNGKey(0), jnp.zeros((1, CFG["dim"])), train=False)["params"]
    key = jax.random.PRNGKey(1)
    for rnd in range(CFG["rounds"]):
        model = build_model(CFG, rnd)
        new = []
        for x, y in clients:
            key, sub = jax.random.split(key)
            p, loss = train_step(model, params, x, y, sub)
            new.append(p)
        params = jax.tree_util.tree_map(lambda *a: sum(a) / len(a), *new)
        print(f"round {rnd} dropout={model.dropout_rate:.3f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
