import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from ema import init_ema, update_ema

FEAT = 10


class ZoneClassifier(nn.Module):
    """Page zone type: text, image, table, separator."""

    @nn.compact
    def __call__(self, x):
        return nn.Dense(4)(nn.relu(nn.Dense(32)(x)))


model = ZoneClassifier()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(model.apply({"params": p}, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def evaluate(params, x, y):
    logits = model.apply({"params": params}, x)
    return (logits.argmax(-1) == y).mean()


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.standard_normal((32, FEAT)), jnp.float32)
    y = jnp.asarray(rng.integers(0, 4, size=32), jnp.int32)
    params = model.init(jax.random.PRNGKey(0), x)["params"]
    opt_state = tx.init(params)
    ema = init_ema(params)
    for epoch in range(3):
        for _ in range(3):
            params, opt_state, loss = train_step(params, opt_state, x, y)
            ema = update_ema(ema, params)
        print(epoch, float(evaluate(params, x, y)), float(evaluate(ema, x, y)))


if __name__ == "__main__":
    main()
