from functools import partial

import jax
import jax.numpy as jnp
import numpy as np
import optax

from models import build_model

CFG = {"channels": 8, "num_classes": 10, "epochs": 5, "lr": 1e-3}


@partial(jax.jit, static_argnames=("model",))
def predict(model, variables, x):
    return model.apply(variables, x).argmax(-1)


def evaluate(cfg, variables, images, labels, batch_size=32):
    model = build_model(cfg)  # rebuilt from the config, as in the standalone eval script
    hits = 0
    for i in range(0, len(images), batch_size):
        hits += int((predict(model, variables, images[i:i + batch_size]) == labels[i:i + batch_size]).sum())
    return hits / len(images)


def main():
    rng = np.random.default_rng(0)
    x_train = rng.normal(size=(64, 12, 12, 1)).astype(np.float32)
    y_train = rng.integers(0, 10, 64).astype(np.int32)
    x_test = rng.normal(size=(64, 12, 12, 1)).astype(np.float32)
    y_test = rng.integers(0, 10, 64).astype(np.int32)

    model = build_model(CFG)
    variables = model.init(jax.random.PRNGKey(0), x_train[:1])
    tx = optax.adam(CFG["lr"])
    opt_state = tx.init(variables)

    @jax.jit
    def train_step(variables, opt_state, x, y):
        def loss_fn(v):
            return optax.softmax_cross_entropy_with_integer_labels(model.apply(v, x), y).mean()
        loss, grads = jax.value_and_grad(loss_fn)(variables)
        updates, opt_state = tx.update(grads, opt_state)
        return optax.apply_updates(variables, updates), opt_state, loss

    for epoch in range(CFG["epochs"]):
        for i in range(0, 64, 32):
            variables, opt_state, loss = train_step(variables, opt_state, x_train[i:i + 32], y_train[i:i + 32])
        print(f"epoch {epoch}: loss {float(loss):.4f} test acc {evaluate(CFG, variables, x_test, y_test):.3f}")


if __name__ == "__main__":
    main()
