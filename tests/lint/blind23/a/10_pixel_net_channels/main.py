import equinox as eqx
import jax
import jax.numpy as jnp
import optax

from data import CHANNELS, read_file, to_batch


class PixelNet(eqx.Module):
    mlp: eqx.nn.MLP

    def __init__(self, key):
        self.mlp = eqx.nn.MLP(len(CHANNELS), 1, 32, 2, key=key)

    def __call__(self, x, mask):
        return jax.vmap(jax.vmap(self.mlp))(x * mask)[..., 0]


opt = optax.adam(1e-3)


@eqx.filter_jit
def make_step(model, opt_state, batch):
    def loss_fn(m):
        return jnp.mean((m(batch["x"], batch["mask"]) - batch["y"]) ** 2)

    loss, grads = eqx.filter_value_and_grad(loss_fn)(model)
    updates, opt_state = opt.update(grads, opt_state, eqx.filter(model, eqx.is_array))
    return eqx.apply_updates(model, updates), opt_state, loss


def main():
    model = PixelNet(jax.random.PRNGKey(0))
    opt_state = opt.init(eqx.filter(model, eqx.is_array))
    for idx in range(9):
        fields, target = read_file(idx)
        model, opt_state, loss = make_step(model, opt_state, to_batch(fields, target))
    print(float(loss))


if __name__ == "__main__":
    main()
