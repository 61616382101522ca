import jax
import jax.numpy as jnp
import flax.linen as nn
import optax

from dataset import VibrationWindows


class BearingNet(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.relu(nn.Conv(8, (7,), strides=(2,))(x))
        x = nn.relu(nn.Conv(16, (5,), strides=(2,))(x))
        return nn.Dense(2)(x.mean(1))


net = BearingNet()
tx = optax.adam(2e-3)


@jax.jit
def bearing_step(params, opt_state, x, y):
    def loss_fn(p):
        return optax.softmax_cross_entropy_with_integer_labels(net.apply(p, x), y).mean()
    loss, g = jax.value_and_grad(loss_fn)(params)
    upd, opt_state = tx.update(g, opt_state)
    return optax.apply_updates(params, upd), opt_state, loss


def main():
    params = net.init(jax.random.PRNGKey(0), jnp.zeros((1, 64, 1)))
    opt_state = tx.init(params)
    data = VibrationWindows()
    for epoch in range(2):
        for x, y in data:
            params, opt_state, loss = bearing_step(params, opt_state, x, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
