import jax
import jax.numpy as jnp
import optax
import flax.linen as nn


class TinyResNetBlock(nn.Module):
    features: int = 8

    @nn.compact
    def __call__(self, x):
        y = nn.Conv(self.features, (3, 3))(x)
        y = nn.relu(y)
        y = nn.Conv(self.features, (3, 3))(y)
        return nn.relu(x + y)


class TinyResNet(nn.Module):
    num_classes: int = 10

    @nn.compact
    def __call__(self, x):
        x = nn.Conv(8, (3, 3))(x)
        x = TinyResNetBlock()(x)
        x = jnp.mean(x, axis=(1, 2))
        return nn.Dense(self.num_classes)(x)


model = TinyResNet()
tx = optax.sgd(0.05, momentum=0.9)


@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        logits = model.apply({"params": p}, batch["image"])
        return optax.softmax_cross_entropy_with_integer_labels(logits, batch["label"]).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def eval_step(params, batch):
    logits = model.apply({"params": params}, batch["image"])
    return {
        "correct": jnp.sum(jnp.argmax(logits, -1) == batch["label"]),
        "count": batch["label"].shape[0],
    }
