import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from data import epoch_batches, net_tows


@eqx.filter_jit
def biomass_step(model, opt_state, x, y):
    loss, grads = eqx.filter_value_and_grad(lambda m: jnp.mean((jax.vmap(m)(x)[:, 0] - y) ** 2))(model)
    updates, opt_state = OPTIM.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


OPTIM = optax.adam(2e-3)


def main():
    x, y = net_tows()
    model = eqx.nn.MLP(6, 1, 32, 2, key=jax.random.PRNGKey(0))
    opt_state = OPTIM.init(eqx.filter(model, eqx.is_array))
    rng = np.random.default_rng(1)
    for epoch in range(3):
        for xb, yb in epoch_batches(x, y, 7, rng):
            model, opt_state, loss = biomass_step(model, opt_state, xb, yb)
        print(f"epoch {epoch}: loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
