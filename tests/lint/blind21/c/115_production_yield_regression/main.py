import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

optim = optax.sgd(1e-2)


class YieldModel(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(4, 1, 16, 1, key=key)

    def __call__(self, x):
        return jax.vmap(self.mlp)(x).squeeze(-1)


@eqx.filter_jit
def train_step(model, opt_state, x, y):
    loss, grads = eqx.filter_value_and_grad(lambda m: jnp.mean((m(x) - y) ** 2))(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(64, 4)), jnp.float32)
    y = jnp.asarray(0.9 - 0.1 * np.abs(rng.normal(size=64)), jnp.float32)
    model = YieldModel(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(4):
        model, opt_state, loss = train_step(model, opt_state, x, y)
        preds = eqx.filter_jit(model)(x)
        print(f"epoch {epoch}: loss {float(loss):.4f} mean yield {float(preds.mean()):.3f}")


if __name__ == "__main__":
    main()
