import jax
import jax.numpy as jnp
import optax
import flax.linen as nn

from data import load_passive_microwave, iterate_batches


class SICNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = (x - 220.0) / 20.0
        x = nn.relu(nn.Conv(8, (3, 3))(x))
        x = nn.Conv(1, (1, 1))(x)
        return nn.sigmoid(x[..., 0])


model = SICNet()
opt = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, tb, sic):
    def loss_fn(p):
        pred = model.apply(p, tb)
        return jnp.mean((pred - sic) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = opt.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    x, y = load_passive_microwave()
    params = model.init(jax.random.PRNGKey(0), x[:1])
    opt_state = opt.init(params)
    for epoch in range(3):
        total = 0.0
        for tb, sic in iterate_batches(x, y, batch_size=16):
            params, opt_state, loss = train_step(params, opt_state, tb, sic)
            total += float(loss)
        print(f"epoch {epoch} mse {total:.4f}")


if __name__ == "__main__":
    main()
