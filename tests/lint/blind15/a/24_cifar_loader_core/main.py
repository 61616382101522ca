import jax
import jax.numpy as jnp
import optax
import flax.linen as nn
from flax.training import train_state

from data import synthetic_cifar, iterate_batches


class SmallCNN(nn.Module):
    num_classes: int = 10

    @nn.compact
    def __call__(self, x):
        x = nn.Conv(8, (3, 3))(x)
        x = nn.relu(x)
        x = nn.avg_pool(x, (2, 2), strides=(2, 2))
        x = x.reshape((x.shape[0], -1))
        return nn.Dense(self.num_classes)(x)


@jax.jit
def train_step(state, batch):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, batch["image"])
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"]).mean()
        return loss, logits

    (loss, logits), grads = jax.value_and_grad(loss_fn, has_aux=True)(state.params)
    state = state.apply_gradients(grads=grads)
    acc = jnp.mean(jnp.argmax(logits, -1) == batch["label"])
    return state, {"loss": loss, "accuracy": acc}


def main():
    images, labels = synthetic_cifar(100)
    model = SmallCNN()
    params = model.init(jax.random.PRNGKey(0), images[:1])["params"]
    state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))
    for epoch in range(2):
        for batch in iterate_batches(images, labels, batch_size=32, seed=epoch):
            state, metrics = train_step(state, batch)
        print(f"epoch {epoch} loss {float(metrics['loss']):.3f} acc {float(metrics['accuracy']):.3f}")


if __name__ == "__main__":
    main()
