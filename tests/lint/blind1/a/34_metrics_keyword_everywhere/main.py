import flax.linen as nn
import jax
import numpy as np
import optax

from evaluation import evaluate
from metrics import compute_metrics

BATCH = 32


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(3)(nn.relu(nn.Dense(32)(x)))


model = Classifier()
tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply(p, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean(), logits

    (_, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, logits


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(160, 5)).astype(np.float32)
    y = (np.argmax(x[:, :3], 1)).astype(np.int32)
    x_train, y_train, x_val, y_val = x[:128], y[:128], x[128:], y[128:]

    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = tx.init(params)
    apply_fn = jax.jit(model.apply)
    for epoch in range(3):
        for i in range(0, len(x_train), BATCH):
            xb, yb = x_train[i:i + BATCH], y_train[i:i + BATCH]
            params, opt_state, logits = train_step(params, opt_state, xb, yb)
            train_metrics = compute_metrics(logits=logits, labels=yb)
        val_metrics = evaluate(apply_fn, params, x_val, y_val, BATCH)
        print(f"epoch {epoch}: train acc {float(train_metrics['accuracy']):.2f} "
              f"val acc {val_metrics['accuracy']:.2f}")


if __name__ == "__main__":
    main()
