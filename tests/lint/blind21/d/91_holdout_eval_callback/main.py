import jax
import jax.numpy as jnp
import numpy as np

from callbacks import HoldoutLogger
from metrics import evaluate

DIM, CLASSES, N = 6, 3, 32


def make_batch(rng):
    return {"x": jnp.asarray(rng.normal(size=(N, DIM)), jnp.float32),
            "y": jnp.asarray(rng.randint(0, CLASSES, size=(N,)), jnp.int32)}


def local_sgd(params, batch, lr=0.1):
    def loss(p):
        logits = batch["x"] @ p["w"] + p["b"]
        return -jnp.mean(jnp.take_along_axis(jax.nn.log_softmax(logits), batch["y"][:, None], 1))
    g = jax.grad(loss)(params)
    return jax.tree_util.tree_map(lambda p, gg: p - lr * gg, params, g)


def main():
    rng = np.random.RandomState(0)
    clients = [make_batch(rng) for _ in range(3)]
    logger = HoldoutLogger(make_batch(rng))
    params = {"w": jnp.zeros((DIM, CLASSES)), "b": jnp.zeros((CLASSES,))}
    for rnd in range(4):
        new = [local_sgd(params, b) for b in clients]
        params = jax.tree_util.tree_map(lambda *p: sum(p) / len(p), *new)
        train_acc = [float(evaluate(params, b)["acc"]) for b in clients]
        print(f"round {rnd} client acc {np.round(train_acc, 3)}")
        logger(rnd, params)


if __name__ == "__main__":
    main()
