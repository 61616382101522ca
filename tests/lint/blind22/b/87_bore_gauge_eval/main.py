import jax
import jax.numpy as jnp
import numpy as np
import optax

from evaluation import evaluate_stream
from model import BoreDiameterNet

model = BoreDiameterNet()
tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, y):
    loss, grads = jax.value_and_grad(lambda p: jnp.mean((model.apply(p, x) - y) ** 2))(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def make_loader(rng, n=3):
    return [(rng.normal(size=(16, 4)).astype(np.float32),
             rng.normal(20.0, 0.1, size=16).astype(np.float32)) for _ in range(n)]


def main():
    rng = np.random.default_rng(113)
    train, val = make_loader(rng), make_loader(rng, n=2)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 4)))
    opt_state = tx.init(params)
    for epoch in range(3):
        for x, y in train:
            params, opt_state, loss = train_step(params, opt_state, x, y)
        maes = [float(mae) for mae, _ in evaluate_stream(model, params, val)]
        print(epoch, float(loss), np.mean(maes))


if __name__ == "__main__":
    main()
