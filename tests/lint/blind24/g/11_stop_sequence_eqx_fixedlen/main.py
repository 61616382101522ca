import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from dataset import route_dwell_samples, to_batch


class DwellModel(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(1, 1, 16, 2, key=key)

    def __call__(self, boardings):
        return jax.vmap(jax.vmap(lambda b: self.mlp(b[None])[0]))(boardings)


@eqx.filter_jit
def step(model, opt_state, b, d, m):
    def loss_fn(mdl):
        err = (mdl(b) - d) ** 2
        return jnp.sum(err * m) / jnp.sum(m)
    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = optim.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


optim = optax.adam(5e-3)


def main():
    samples = route_dwell_samples(60)
    model = DwellModel(jax.random.PRNGKey(0))
    opt_state = optim.init(eqx.filter(model, eqx.is_array))
    for epoch in range(3):
        for i in range(0, len(samples), 12):
            b, d, m = to_batch(samples[i:i + 12])
            model, opt_state, loss = step(model, opt_state, b, d, m)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
