import functools

import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax.training import train_state

from config import ModelConfig, TrainConfig
from model import Classifier


@functools.partial(jax.jit, static_argnames=("mcfg",))
def train_step(state, batch, rng, smoothing, mcfg: ModelConfig):
    x, labels = batch

    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x, train=True, rngs={"dropout": rng})
        targets = optax.smooth_labels(jax.nn.one_hot(labels, mcfg.num_classes), smoothing)
        return optax.softmax_cross_entropy(logits, targets).mean()

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


def main(cfg=TrainConfig()):
    rng = np.random.default_rng(0)
    mcfg = cfg.model
    x = rng.normal(size=(32, 10)).astype(np.float32)
    labels = rng.integers(0, mcfg.num_classes, size=32)
    model = Classifier(mcfg.hidden, mcfg.num_classes, mcfg.dropout_rate)
    key = jax.random.PRNGKey(0)
    params = model.init(key, x, train=False)["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))

    for epoch in range(cfg.epochs):
        smoothing = jnp.float32(cfg.smoothing_at(epoch))
        for _ in range(cfg.steps_per_epoch):
            key, sub = jax.random.split(key)
            state, loss = train_step(state, (x, labels), sub, smoothing, mcfg)
        print(f"epoch {epoch}: smoothing={float(smoothing):.3f} loss={float(loss):.4f}")


if __name__ == "__main__":
    main()
