import jax
import jax.numpy as jnp
import numpy as np
import optax

from config import get_parser


def loss_fn(params, x, y):
    return jnp.mean((jax.nn.softplus(x @ params["w1"]) @ params["w2"] - y) ** 2)


@jax.jit
def train_step(params, opt_state, x, y, max_grad_norm, lr):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    norm = optax.global_norm(grads)
    scale = jnp.minimum(1.0, max_grad_norm / (norm + 1e-6))
    grads = jax.tree_util.tree_map(lambda g: g * scale, grads)
    opt_state = jax.tree_util.tree_map(lambda v, g: 0.9 * v + g, opt_state, grads)
    params = jax.tree_util.tree_map(lambda p, v: p - lr * v, params, opt_state)
    return params, opt_state, loss, norm


def main(argv=()):
    args = get_parser().parse_args(list(argv))
    rng = np.random.default_rng(0)
    x = rng.normal(size=(64, 4)).astype(np.float32)
    y = (x ** 2).sum(-1, keepdims=True).astype(np.float32)
    k1, k2 = jax.random.split(jax.random.PRNGKey(0))
    params = {"w1": jax.random.normal(k1, (4, 16)) * 0.5, "w2": jax.random.normal(k2, (16, 1)) * 0.2}
    opt_state = jax.tree_util.tree_map(jnp.zeros_like, params)
    for epoch in range(args.epochs):
        for i in range(0, len(x), args.batch_size):
            xb, yb = x[i:i + args.batch_size], y[i:i + args.batch_size]
            params, opt_state, loss, norm = train_step(params, opt_state, xb, yb, args.max_grad_norm, args.lr)
        print(epoch, args.max_grad_norm, float(loss), float(norm))
        args.max_grad_norm *= args.clip_decay


if __name__ == "__main__":
    main()
