import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import ReturnRateNet, batch_loss

optim = optax.adam(1e-2)


@eqx.filter_jit
def train_step(model, opt_state, x, y, key):
    loss, grads = eqx.filter_value_and_grad(batch_loss)(model, x, y, key)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def anneal_dropout(model, epoch):
    return eqx.tree_at(lambda m: m.dropout.p, model, 0.3 * 0.5 ** epoch)


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(64, 6)), jnp.float32)
    y = jnp.asarray(rng.uniform(size=64) < 0.2, jnp.float32)
    key = jax.random.PRNGKey(0)
    model = ReturnRateNet(6, jax.random.PRNGKey(1))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(4):
        key, k_train = jax.random.split(key)
        model = anneal_dropout(model, epoch)
        model, opt_state, loss = train_step(model, opt_state, x, y, k_train)
        print(f"epoch {epoch}: dropout {model.dropout.p:.3f} train {float(loss):.4f}")


if __name__ == "__main__":
    main()
