import flax.linen as nn
import jax
import jax.numpy as jnp
import numpy as np
import optax

from ema import export_for_eval, update_ema


class GeneClassifier(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(3)(nn.relu(nn.Dense(32)(x)))


net = GeneClassifier()
tx = optax.adam(1e-2)


@jax.jit
def loss_and_acc(params, x, y):
    logits = net.apply(params, x)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    return loss, jnp.mean(jnp.argmax(logits, -1) == y)


@jax.jit
def train_step(params, opt_state, x, y):
    (loss, _), g = jax.value_and_grad(loss_and_acc, has_aux=True)(params, x, y)
    updates, opt_state = tx.update(g, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 20)).astype(np.float32)
    y = rng.integers(0, 3, size=128)
    params = net.init(jax.random.PRNGKey(0), x[:1])
    ema = params
    opt_state = tx.init(params)
    for epoch in range(3):
        for i in range(0, 64, 16):
            params, opt_state, _ = train_step(params, opt_state, x[i:i + 16], y[i:i + 16])
            ema = update_ema(ema, params)
        train_loss, _ = loss_and_acc(params, x[:64], y[:64])
        val_loss, val_acc = loss_and_acc(export_for_eval(ema), x[64:], y[64:])
        print(epoch, float(train_loss), float(val_loss), float(val_acc))


if __name__ == "__main__":
    main()
