import jax
import jax.numpy as jnp
import numpy as np
import optax

from ema import init_ema, update_ema
from model import DepthCompletion

net = DepthCompletion()
tx = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, sparse, rgb, dense):
    def loss_fn(p):
        return jnp.mean(jnp.abs(net.apply(p, sparse, rgb) - dense))

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def eval_rmse(params, sparse, rgb, dense):
    return jnp.sqrt(jnp.mean((net.apply(params, sparse, rgb) - dense) ** 2))


def batch(rng):
    dense = rng.uniform(1, 50, (2, 16, 16, 1)).astype(np.float32)
    sparse = dense * (rng.uniform(size=dense.shape) < 0.1)
    rgb = rng.uniform(size=(2, 16, 16, 3)).astype(np.float32)
    return sparse.astype(np.float32), rgb, dense


def main():
    rng = np.random.default_rng(0)
    params = net.init(jax.random.PRNGKey(0), *batch(rng)[:2])
    opt_state = tx.init(params)
    ema = init_ema(params)
    val = batch(rng)
    for epoch in range(3):
        for _ in range(2):
            params, opt_state, loss = train_step(params, opt_state, *batch(rng))
            ema = update_ema(ema, params)
        print(f"epoch {epoch} rmse {float(eval_rmse(params, *val)):.2f} ema rmse {float(eval_rmse(ema, *val)):.2f}")


if __name__ == "__main__":
    main()
