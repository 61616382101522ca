import jax
import jax.numpy as jnp
import optax

from mixer import RoundRobinMixer
from sources import legacy_source, synthetic_source

tx = optax.adam(1e-2)


@jax.jit
def train_step(params, opt_state, x, y):
    def loss_fn(p):
        pred = x @ p["w"] + p["b"]
        return jnp.mean((pred - y.reshape(pred.shape)) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    sources = [synthetic_source(0, 64, 4), legacy_source(1, 64, 4)]
    params = {"w": jnp.zeros(4), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    for epoch in range(2):
        for x, y in RoundRobinMixer(sources, batch_size=16):
            params, opt_state, loss = train_step(params, opt_state, x, y)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
