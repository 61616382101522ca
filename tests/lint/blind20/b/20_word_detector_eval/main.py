import jax
import jax.numpy as jnp
import numpy as np
import optax
import flax.linen as nn

from evaluation import WordBoxEvaluator

CROP = 16


class WordBoxRegressor(nn.Module):
    @nn.compact
    def __call__(self, crops):
        x = nn.relu(nn.Conv(8, (3, 3))(crops))
        return nn.Dense(4)(x.mean(axis=(1, 2)))


def make_data(rng, n):
    crops = rng.random((n, CROP, CROP, 1)).astype(np.float32)
    xy = rng.uniform(0, 0.5, size=(n, 2))
    boxes = np.concatenate([xy, xy + 0.4], axis=1).astype(np.float32)
    return jnp.asarray(crops), jnp.asarray(boxes)


model = WordBoxRegressor()
tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, crops, boxes):
    def loss_fn(p):
        return jnp.abs(jax.nn.sigmoid(model.apply({"params": p}, crops)) - boxes).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    train = make_data(rng, 32)
    val = make_data(rng, 16)
    params = model.init(jax.random.PRNGKey(0), train[0][:1])["params"]
    opt_state = tx.init(params)
    for epoch in range(4):
        for _ in range(2):
            params, opt_state, loss = train_step(params, opt_state, *train)
        evaluator = WordBoxEvaluator(model)
        print(epoch, float(loss), evaluator(params, *val))


if __name__ == "__main__":
    main()
