import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np
import optax

from model import LeakyAE

N_IN = 10
optim = optax.adam(1e-2)


@eqx.filter_jit
def train_step(model, opt_state, x):
    def loss_fn(m):
        return jnp.mean((jax.vmap(m)(x) - x) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state)
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    rng = np.random.default_rng(83)
    model = LeakyAE(N_IN, jax.random.PRNGKey(4), slope=0.1)
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    x = jnp.asarray(rng.normal(size=(48, N_IN)), jnp.float32)
    for epoch in range(4):
        model, opt_state, loss = train_step(model, opt_state, x)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
