import jax
import jax.numpy as jnp
import numpy as np
import optax

from sampler import HardExampleMining, WeightedBatcher

tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, y, w):
    def loss_fn(p):
        per = (x @ p["w"] + p["b"] - y) ** 2
        return jnp.sum(per[:, 0] * w) / jnp.sum(w), per[:, 0]

    (loss, per), grads = jax.value_and_grad(loss_fn, has_aux=True)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss, per


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 3)).astype(np.float32)
    y = (x @ np.array([[2.0], [-1.0], [0.5]]) + rng.normal(size=(64, 1)) * 0.5).astype(np.float32)
    params = {"w": jnp.zeros((3, 1)), "b": jnp.zeros(1)}
    opt_state = tx.init(params)
    batcher = WeightedBatcher(x, y, 16)
    miner = HardExampleMining(start_epoch=1)
    for epoch in range(3):
        losses = []
        for xb, yb, wb in batcher:
            params, opt_state, loss, per = train_step(params, opt_state, xb, yb, wb)
            losses.append(np.asarray(per))
        miner.on_epoch_end(epoch, batcher, np.concatenate(losses))
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
