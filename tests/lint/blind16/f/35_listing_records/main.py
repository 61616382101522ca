import jax
import jax.numpy as jnp
import optax

from records import load_listings, loader

tx = optax.sgd(0.05)


@jax.jit
def train_step(params, opt_state, feats, target):
    def loss_fn(p):
        pred = feats @ p["w"] + p["b"]
        return jnp.mean((pred - target / 1000.0) ** 2)
    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


def main():
    rows = load_listings()
    params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
    opt_state = tx.init(params)
    for epoch in range(3):
        for feats, target in loader(rows, 4):
            params, opt_state, loss = train_step(params, opt_state, feats, target)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
