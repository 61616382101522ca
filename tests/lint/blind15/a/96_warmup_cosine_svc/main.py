import functools

import jax
import jax.numpy as jnp
import numpy as np
import flax.linen as nn

from schedule import warmup_cosine


class MLPClassifier(nn.Module):
    hidden: int = 32
    num_classes: int = 10

    @nn.compact
    def __call__(self, x):
        x = x.reshape((x.shape[0], -1))
        x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.num_classes)(x)


model = MLPClassifier()


@functools.partial(jax.jit, static_argnames=("lr",))
def sgd_step(params, images, labels, lr):
    def loss_fn(p):
        logits = model.apply({"params": p}, images)
        onehot = jax.nn.one_hot(labels, 10)
        return -jnp.mean(jnp.sum(onehot * jax.nn.log_softmax(logits), -1))

    loss, grads = jax.value_and_grad(loss_fn)(params)
    params = jax.tree.map(lambda p, g: p - lr * g, params, grads)
    return params, loss


def main():
    rng = np.random.default_rng(0)
    images = rng.normal(size=(64, 8, 8, 1)).astype(np.float32)
    labels = rng.integers(0, 10, size=(64,)).astype(np.int32)
    params = model.init(jax.random.PRNGKey(0), images[:1])["params"]
    for step in range(12):
        lr = warmup_cosine(step)
        params, loss = sgd_step(params, images, labels, lr=lr)
        if step % 4 == 0:
            print(f"step {step} lr {lr:.4f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
