from functools import partial

import jax
import jax.numpy as jnp
import optax

from model import AlphaNet

WARMUP = 50
model = AlphaNet()
tx = optax.sgd(1e-2, momentum=0.9)


def ic_loss(params, x, y):
    pred = model.apply(params, x)
    pc = pred - pred.mean()
    yc = y - y.mean()
    return -(pc @ yc) / (jnp.linalg.norm(pc) * jnp.linalg.norm(yc) + 1e-8)


@partial(jax.jit, static_argnames=("step",))
def train_step(params, opt_state, x, y, step):
    scale = min(1.0, (step + 1) / WARMUP)
    loss, grads = jax.value_and_grad(ic_loss)(params, x, y)
    grads = jax.tree_util.tree_map(lambda g: g * scale, grads)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(0), 3)
    x = jax.random.normal(k1, (256, 12))
    y = 0.3 * x[:, 1] + jax.random.normal(k2, (256,))
    params = model.init(k3, x)
    opt_state = tx.init(params)
    for step in range(8):
        params, opt_state, loss = train_step(params, opt_state, x, y, step=step)
    print("IC:", -float(loss))


if __name__ == "__main__":
    main()
