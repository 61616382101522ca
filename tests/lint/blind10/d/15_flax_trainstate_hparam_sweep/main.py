import itertools

import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import TinySegNet, create_state, train_step

LEARNING_RATES = [1e-3, 3e-3]
WEIGHT_DECAYS = [0.0, 1e-4]
STEPS_PER_RUN = 2


def make_data(rng, n=4, hw=8):
    images = jnp.asarray(rng.normal(size=(n, hw, hw, 3)), jnp.float32)
    masks = jnp.asarray(rng.integers(0, 3, size=(n, hw, hw)), jnp.int32)
    return images, masks


def main():
    rng = np.random.default_rng(0)
    images, masks = make_data(rng)
    model = TinySegNet()
    results = {}
    for lr, wd in itertools.product(LEARNING_RATES, WEIGHT_DECAYS):
        tx = optax.adamw(lr, weight_decay=wd)
        state = create_state(jax.random.PRNGKey(0), model, tx, images.shape[1:])
        for _ in range(STEPS_PER_RUN):
            state, loss = train_step(state, images, masks)
        results[(lr, wd)] = float(loss)
    best = min(results, key=results.get)
    print("sweep results", results, "best", best)


if __name__ == "__main__":
    main()
