import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import PropensityNet, bce

N_FEATURES = 5
WARMUP_EPOCHS = 3


def make_data(n=256, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, N_FEATURES)).astype(np.float32)
    logits = x @ np.array([0.8, -0.5, 0.3, 0.0, 0.2], dtype=np.float32)
    treated = (rng.uniform(size=n) < 1 / (1 + np.exp(-logits))).astype(np.float32)
    return jnp.asarray(x), jnp.asarray(treated)


optimizer = optax.adam(1e-2)


@eqx.filter_jit
def train_step(model, opt_state, x, t, epoch):
    def loss_fn(m):
        p = jax.vmap(m)(x)
        w = jnp.minimum(1.0, (epoch + 1) / WARMUP_EPOCHS)
        return w * jnp.mean(bce(p, t))

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optimizer.update(grads, opt_state, model)
    model = eqx.apply_updates(model, updates)
    return model, opt_state, loss


def main():
    x, t = make_data()
    model = PropensityNet(N_FEATURES, jax.random.PRNGKey(0))
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    for epoch in range(6):
        model, opt_state, loss = train_step(model, opt_state, x, t, epoch)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
