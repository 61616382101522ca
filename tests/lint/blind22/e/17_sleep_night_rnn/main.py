import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import N_FEAT, nights
from model import NightStager

model = NightStager()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        logits = model.apply({"params": p}, x)
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 4, N_FEAT)))["params"]
    opt_state = tx.init(params)
    for epoch in range(2):
        losses = []
        for x, y in nights(6):
            params, opt_state, loss = train_step(params, opt_state, x, y)
            losses.append(float(loss))
        print("epoch", epoch, np.mean(losses))


if __name__ == "__main__":
    main()
