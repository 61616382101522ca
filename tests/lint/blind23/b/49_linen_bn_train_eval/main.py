import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax


class SpectrogramCNN(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Conv(8, (3, 3))(x)
        x = nn.BatchNorm(use_running_average=not train)(x)
        x = nn.relu(x)
        x = jnp.mean(x, axis=(1, 2))
        return nn.Dense(2)(x)


net = SpectrogramCNN()
tx = optax.sgd(0.05, momentum=0.9)


@jax.jit
def fit_batch(variables, opt_state, x, y):
    def loss_fn(params):
        logits, updates = net.apply({"params": params, "batch_stats": variables["batch_stats"]},
                                    x, train=True, mutable=["batch_stats"])
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        return loss, updates

    (loss, updates), grads = jax.value_and_grad(loss_fn, has_aux=True)(variables["params"])
    upd, opt_state = tx.update(grads, opt_state)
    params = optax.apply_updates(variables["params"], upd)
    return {"params": params, "batch_stats": updates["batch_stats"]}, opt_state, loss


@jax.jit
def eval_batch(variables, x, y):
    logits = net.apply(variables, x, train=False)
    return jnp.mean(jnp.argmax(logits, -1) == y)


def spectrograms(rng, n=16):
    x = rng.standard_normal((n, 32, 24, 1)).astype(np.float32)
    y = rng.integers(0, 2, n)
    x[y == 1, 10:20] += 1.5
    return jnp.asarray(x), jnp.asarray(y)


def main():
    rng = np.random.default_rng(0)
    x0, _ = spectrograms(rng)
    variables = net.init(jax.random.PRNGKey(0), x0, train=False)
    opt_state = tx.init(variables["params"])
    xv, yv = spectrograms(rng)
    for epoch in range(3):
        for _ in range(5):
            x, y = spectrograms(rng)
            variables, opt_state, loss = fit_batch(variables, opt_state, x, y)
        print(epoch, float(loss), float(eval_batch(variables, xv, yv)))


if __name__ == "__main__":
    main()
