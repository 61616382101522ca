import jax
import jax.numpy as jnp
import optax

from data import synth_imu, IMULoader
from model import BiasNet

model = BiasNet()
opt = optax.adam(1e-3)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        pred = model.apply(p, x)
        return jnp.mean((pred - y) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = opt.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    x, y = synth_imu(1000)
    loader = IMULoader(x, y, batch_size=128)
    params = model.init(jax.random.PRNGKey(0), jnp.zeros((1, 4)))
    opt_state = opt.init(params)
    for epoch in range(3):
        total = 0.0
        for xb, yb in loader:
            params, opt_state, loss = train_step(params, opt_state, xb, yb)
            total += float(loss)
        print(f"epoch {epoch} loss {total:.5f}")


if __name__ == "__main__":
    main()
