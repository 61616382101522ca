import equinox as eqx
import jax
import numpy as np
import optax

from loader import NetflowLoader, holdout, N_FEAT

optim = optax.sgd(0.1)


@eqx.filter_jit
def step(model, opt_state, batch):
    x, y = batch

    def loss_fn(m):
        z = jax.vmap(m)(x)[:, 0]
        return optax.sigmoid_binary_cross_entropy(z, y).mean()
    loss, g = eqx.filter_value_and_grad(loss_fn)(model)
    upd, opt_state = optim.update(g, opt_state)
    return eqx.apply_updates(model, upd), opt_state, loss


def main():
    rng = np.random.default_rng(0)
    model = eqx.nn.MLP(N_FEAT, 1, 16, 2, key=jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(2):
        for batch in NetflowLoader(rng, 3):
            model, opt_state, loss = step(model, opt_state, batch)
        _, _, val_loss = step(model, opt_state, holdout(rng))
        print(epoch, float(loss), float(val_loss))


if __name__ == "__main__":
    main()
