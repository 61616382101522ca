import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import make_scenes, batches
from model import TrajectoryDecoder

model = TrajectoryDecoder()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, batch):
    def loss_fn(p):
        pred = model.apply(p, batch["past"])
        err = jnp.linalg.norm(pred - batch["future"], axis=-1).mean(-1)
        return (err * batch["mask"]).sum() / batch["mask"].sum()

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    scenes = make_scenes(rng, 32)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 4, 8, 2)))
    opt_state = tx.init(params)
    for epoch in range(2):
        for batch in batches(scenes, 4):
            params, opt_state, loss = train_step(params, opt_state, batch)
        print("epoch", epoch, float(loss))


if __name__ == "__main__":
    main()
