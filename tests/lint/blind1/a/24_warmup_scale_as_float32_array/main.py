import haiku as hk
import jax
import jax.numpy as jnp
import numpy as np
import optax

from schedule import warmup_factor

BASE_LR = 1e-2
WARMUP_STEPS = 3
TOTAL_STEPS = 7


def net_fn(x):
    return hk.nets.MLP([16, 1])(x)[:, 0]


net = hk.without_apply_rng(hk.transform(net_fn))
adam = optax.scale_by_adam()


@jax.jit
def train_step(params, opt_state, x, y, lr_scale):
    def loss_fn(p):
        return jnp.mean((net.apply(p, x) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    direction, opt_state = adam.update(grads, opt_state)
    params = jax.tree.map(lambda p, d: p - BASE_LR * lr_scale * d, params, direction)
    return params, opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 3)).astype(np.float32)
    y = (x.sum(1) ** 2).astype(np.float32)
    params = net.init(jax.random.PRNGKey(0), x)
    opt_state = adam.init(params)
    for step in range(TOTAL_STEPS):
        lr_scale = jnp.asarray(warmup_factor(step, WARMUP_STEPS), dtype=jnp.float32)
        params, opt_state, loss = train_step(params, opt_state, x, y, lr_scale)
        print(f"step {step}: scale={float(lr_scale):.2f} loss={float(loss):.3f}")


if __name__ == "__main__":
    main()
