import jax
import jax.numpy as jnp
import optax

from data import MethylationLoader

opt = optax.adam(1e-2)


def loss_fn(w, batch):
    x, y = batch
    return optax.sigmoid_binary_cross_entropy(x @ w["coef"] + w["b"], y).mean()


@jax.jit
def train_step(w, opt_state, batch):
    loss, g = jax.value_and_grad(loss_fn)(w, batch)
    updates, opt_state = opt.update(g, opt_state)
    return optax.apply_updates(w, updates), opt_state, loss


def main():
    loader = MethylationLoader()
    w = {"coef": jnp.zeros(4 * loader.window), "b": jnp.zeros(())}
    opt_state = opt.init(w)
    for epoch in range(3):
        for batch in loader:
            w, opt_state, loss = train_step(w, opt_state, batch)
        print(epoch, float(loss))


if __name__ == "__main__":
    main()
