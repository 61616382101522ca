import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax


@eqx.filter_jit
def dwell_fit(model, x, y, step, lr_fn):
    def loss(m):
        return jnp.mean((jax.vmap(m)(x).squeeze(-1) - y) ** 2)
    l, g = eqx.filter_value_and_grad(loss)(model)
    lr = lr_fn(step)
    return eqx.apply_updates(model, jax.tree_util.tree_map(lambda d: -lr * d, g)), l


def main():
    rng = np.random.default_rng(0)
    x = rng.normal(size=(128, 4)).astype(np.float32)
    y = (x[:, 1] * 3 - 2).astype(np.float32)
    model = eqx.nn.MLP(4, 1, 16, 1, key=jax.random.PRNGKey(0))
    schedule = optax.warmup_cosine_decay_schedule(0.0, 0.05, 8, 40)
    step = jnp.zeros((), jnp.int32)
    for epoch in range(4):
        for i in range(0, 128, 32):
            model, l = dwell_fit(model, x[i:i + 32], y[i:i + 32], step, schedule)
            step = step + 1
        print(epoch, float(l))


if __name__ == "__main__":
    main()
