import jax
import jax.numpy as jnp
import optax

from data import minibatches, shot_features
from model import ShotModel

model = ShotModel()
tx = optax.adamw(3e-3, weight_decay=1e-4)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(model.apply(p, x), y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    x, y = shot_features(500)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 3)))
    opt_state = tx.init(params)
    for epoch in range(3):
        for xb, yb in minibatches(x, y, 64):
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
