import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.training import train_state

from config import TrainConfig, anneal
from model import Classifier


@functools.partial(jax.jit, static_argnames=("cfg",))
def train_step(state, batch, rng, cfg):
    x, labels = batch

    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x, train=True, rngs={"dropout": rng})
        targets = optax.smooth_labels(jax.nn.one_hot(labels, cfg.num_classes), cfg.label_smoothing)
        return optax.softmax_cross_entropy(logits, targets).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main(cfg=TrainConfig()):
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 10)).astype(np.float32)
    labels = rng.integers(0, cfg.num_classes, size=32)
    model = Classifier(cfg.hidden, cfg.num_classes, cfg.dropout_rate)
    key = jax.random.PRNGKey(0)
    params = model.init(key, x, train=False)["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

    for epoch in range(cfg.epochs):
        for _ in range(cfg.steps_per_epoch):
            key, sub = jax.random.split(key)
            state, loss = train_step(state, (x, labels), sub, cfg)
        print(f"epoch {epoch}: smoothing={cfg.label_smoothing:.3f} loss={float(loss):.4f}")
        cfg = anneal(cfg)


if __name__ == "__main__":
    main()
