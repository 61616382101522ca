import equinox as eqx
import jax
import jax.numpy as jnp
import numpy as np

from model import ModeChoice, anneal
from train import optimizer, train_step


def survey(n=256, seed=0):
    rng = np.random.default_rng(seed)
    x = rng.normal(size=(n, 5)).astype(np.float32)
    choice = np.argmax(x[:, :4] + rng.gumbel(size=(n, 4)), axis=1)
    return jnp.asarray(x), jnp.asarray(choice)


def main():
    x, choice = survey()
    model = ModeChoice(5, jax.random.PRNGKey(0))
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    for epoch in range(6):
        model = anneal(model, epoch)
        for i in range(0, 256, 64):
            model, opt_state, loss = train_step(model, opt_state, x[i:i + 64], choice[i:i + 64])
        print(epoch, model.temperature, float(loss))


if __name__ == "__main__":
    main()
