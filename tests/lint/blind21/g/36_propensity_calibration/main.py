import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import CalibratedPropensity, anneal

optim = optax.adam(0.05)


@eqx.filter_jit
def fit_epoch(model, opt_state, x, t):
    def loss_fn(m):
        p = jnp.clip(jax.vmap(m)(x), 1e-5, 1 - 1e-5)
        return -jnp.mean(t * jnp.log(p) + (1 - t) * jnp.log(1 - p))

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(6)
    x = jnp.asarray(rng.normal(size=(200, 3)), jnp.float32)
    t = jnp.asarray(rng.uniform(size=200) < jax.nn.sigmoid(x[:, 0]), jnp.float32)
    model = CalibratedPropensity(3, jax.random.PRNGKey(1))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(5):
        model = anneal(model, epoch)
        model, opt_state, loss = fit_epoch(model, opt_state, x, t)
        print(f"epoch {epoch} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
