import jax
import jax.numpy as jnp

from config import TrainConfig
from trainer import MLP, Trainer


def make_batches(key, n_batches=3, batch_size=8):
    xs = jax.random.normal(key, (n_batches, batch_size, 2))
    ys = jnp.sin(xs[..., :1]) + xs[..., 1:]
    return list(zip(xs, ys))


def main():
    key = jax.random.PRNGKey(0)
    model = MLP()
    params = model.init(key, jnp.ones((1, 2)))
    trainer = Trainer(model, TrainConfig(learning_rate=0.05), epochs=4)
    trainer.fit(params, make_batches(key))


if __name__ == "__main__":
    main()
