import jax
import jax.numpy as jnp
import optax

from metrics import evaluate


def weights_fn(params, feats):
    return jax.nn.softmax(feats @ params, axis=-1)


def neg_pnl(params, feats, fwd):
    return -(weights_fn(params, feats) * fwd).sum(-1).mean()


tx = optax.sgd(0.5)


@jax.jit
def train_step(params, opt_state, feats, fwd):
    g = jax.grad(neg_pnl)(params, feats, fwd)
    updates, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, updates), opt_state


def main():
    k1, k2, k3 = jax.random.split(jax.random.PRNGKey(5), 3)
    feats = jax.random.normal(k1, (200, 4, 3))
    fwd = 0.01 * feats[..., 0] + 0.01 * jax.random.normal(k2, (200, 4))
    params = 0.1 * jax.random.normal(k3, (3,))
    opt_state = tx.init(params)
    for epoch in range(5):
        for _ in range(4):
            params, opt_state = train_step(params, opt_state, feats[:150], fwd[:150])
        print(epoch, "val sharpe", round(evaluate(weights_fn, params, feats[150:], fwd[150:]), 3))


if __name__ == "__main__":
    main()
