import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from schedules import cosine


@eqx.filter_jit
def load_step(model, x, y, step, lr_fn):
    def loss(m):
        return jnp.mean((jax.vmap(m)(x).squeeze(-1) - y) ** 2)
    l, g = eqx.filter_value_and_grad(loss)(model)
    lr = lr_fn(step)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda d: -lr * d, g)), l


def main():
    rng = np.random.default_rng(0)
    # axle count, wagon length, commodity code, loading track
    x = rng.normal(size=(128, 4)).astype(np.float32)
    y = (x[:, 0] * 2 + 1).astype(np.float32)
    model = eqx.nn.MLP(4, 1, 16, 1, key=jax.random.PRNGKey(0))
    total = 40
    step = 0
    for epoch in range(4):
        for i in range(0, 128, 32):
            model, l = load_step(model, x[i:i + 32], y[i:i + 32], step, lambda s: cosine(s, 0.05, total))
            step += 1
        print(epoch, float(l))


if __name__ == "__main__":
    main()
