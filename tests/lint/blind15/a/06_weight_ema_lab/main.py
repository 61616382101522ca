import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from ema import ParamEMA


class Classifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        return nn.Dense(10)(jnp.mean(x, axis=(1, 2)))


model = Classifier()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def evaluate(params, x, y):
    logits = model.apply({"params": params}, x)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    return loss, jnp.mean(jnp.argmax(logits, -1) == y)


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(32, 8, 8, 3)).astype(np.float32)
    y = rng.integers(0, 10, size=(32,)).astype(np.int32)
    vx = rng.normal(size=(16, 8, 8, 3)).astype(np.float32)
    vy = rng.integers(0, 10, size=(16,)).astype(np.int32)
    params = model.init(jax.random.PRNGKey(0), x[:1])["params"]
    opt_state = tx.init(params)
    ema = ParamEMA(params)
    for epoch in range(3):
        for i in range(0, 32, 16):
            params, opt_state, _ = train_step(params, opt_state, x[i:i + 16], y[i:i + 16])
            ema.update(params)
        raw_loss, raw_acc = evaluate(params, vx, vy)
        ema_loss, ema_acc = evaluate(ema.params, vx, vy)
        print(f"epoch {epoch} raw {float(raw_acc):.3f} ema {float(ema_acc):.3f}")


if __name__ == "__main__":
    main()
