import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import pixel_batches, target_image
from renderer import init_splats, render

BATCH_SIZE = 96
opt = optax.adam(5e-2)


@jax.jit
def fit_step(splats, opt_state, coords, values):
    def loss_fn(s):
        return jnp.mean((render(s, coords) - values) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(splats)
    updates, opt_state = opt.update(grads, opt_state)
    return optax.apply_updates(splats, updates), opt_state, loss


def main():
    coords, values = target_image()
    splats = init_splats(jax.random.PRNGKey(0))
    opt_state = opt.init(splats)
    rng = np.random.default_rng(0)
    for epoch in range(3):
        losses = []
        for c, v in pixel_batches(coords, values, BATCH_SIZE, rng):
            splats, opt_state, loss = fit_step(splats, opt_state, c, v)
            losses.append(float(loss))
        print(epoch, np.mean(losses))


if __name__ == "__main__":
    main()
