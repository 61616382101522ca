import jax
import jax.numpy as jnp
import numpy as np
import optax

from checkpoint import Checkpoint

N_FEAT = 12
tx = optax.sgd(1.0)


@jax.jit
def train_step(params, opt_state, x, y, step):
    lr_scale = jnp.minimum(1.0, (step + 1) / 4.0) * 0.05
    def loss_fn(p):
        return optax.sigmoid_binary_cross_entropy(x @ p["w"] + p["b"], y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    g = jax.tree_util.tree_map(lambda t: t * lr_scale, g)
    u, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, u), opt_state, loss


def batch(rng):
    x = rng.normal(size=(32, N_FEAT)).astype(np.float32)
    return x, (x[:, 0] * x[:, 1] > 0).astype(np.float32)


def main():
    rng = np.random.default_rng(0)
    params = {"w": jnp.zeros(N_FEAT), "b": jnp.zeros(())}
    ckpt = Checkpoint(params, tx.init(params))
    params, opt_state, loss = train_step(ckpt.params, ckpt.opt_state, *batch(rng), ckpt.step)
    for step in ckpt.steps_to_run(6):
        params, opt_state, loss = train_step(params, opt_state, *batch(rng), step)
    print(float(loss))


if __name__ == "__main__":
    main()
