import jax
import jax.numpy as jnp
import numpy as np
import optax

from search_space import grid

N_CLASSES = 3


@jax.jit
def train_step(params, x, y, weight_decay, label_smoothing):
    def loss_fn(p):
        logits = x @ p["w"] + p["b"]
        targets = optax.smooth_labels(jax.nn.one_hot(y, N_CLASSES), label_smoothing)
        ce = optax.softmax_cross_entropy(logits, targets).mean()
        return ce + weight_decay * jnp.sum(p["w"] ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree.map(lambda p, g: p - 0.1 * g, params, grads), loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(60, 5)).astype(np.float32)
    y = np.argmax(x[:, :N_CLASSES], axis=1).astype(np.int32)
    for hp in grid():
        params = {"w": jnp.zeros((5, N_CLASSES)), "b": jnp.zeros(N_CLASSES)}
        for _ in range(5):
            params, loss = train_step(params, x, y, hp["weight_decay"], hp["label_smoothing"])
        print(hp, float(loss))


if __name__ == "__main__":
    main()
