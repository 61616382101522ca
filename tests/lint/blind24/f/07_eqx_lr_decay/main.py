import numpy as np
import jax
import jax.numpy as jnp
import equinox as eqx


def coupon_tests(n=96, seed=11):
    """Constant-amplitude fatigue tests: stress amplitude, R-ratio, surface roughness -> log10(N_f)."""
    rng = np.random.default_rng(seed)
    sa = rng.uniform(150, 450, n)
    r = rng.choice([-1.0, 0.1, 0.5], n)
    ra = rng.uniform(0.2, 3.2, n)
    log_nf = 14.0 - 3.2 * np.log10(sa) - 0.4 * r - 0.15 * ra + rng.normal(0, 0.1, n)
    x = np.stack([sa / 300.0, r, ra / 3.0], axis=1).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(log_nf.astype(np.float32))


@eqx.filter_jit
def sgd_step(model, x, y, lr):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    model = eqx.apply_updates(model, jax.tree_util.tree_map(lambda g: -lr * g, grads))
    return model, loss


def main():
    x, y = coupon_tests()
    model = eqx.nn.MLP(3, 1, 32, 2, activation=jax.nn.softplus, key=jax.random.PRNGKey(2))
    lr0 = 0.05
    for epoch in range(8):
        lr = lr0 * 0.8 ** epoch
        for b in range(0, 96, 24):
            model, loss = sgd_step(model, x[b:b + 24], y[b:b + 24], lr)
        print(f"epoch {epoch} lr {lr:.4f} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
